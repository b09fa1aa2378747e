/**
 * Whether a data download is billable (catalogue spec, section 3: DataDownloaderBillingFlag,
 * IncludeBilling, ddIncludeBilling; docs/decisions.md, "Data download billing"). The spec
 * names the flags and not their rule, so: DataDownloaderBillingFlag says the user is a paying
 * downloader; ddIncludeBilling, when set, says whether their downloads go into billing, and
 * without it the account-wide IncludeBilling says so; neither set means included. Only a
 * download that reached its end is billed: a cancelled or cut one delivered an incomplete set.
 */

export interface DownloadBillingFlags {
  c_epcDataDownloaderBillingFlag?: unknown;
  c_epcIncludeBilling?: unknown;
  c_epcddIncludeBilling?: unknown;
}

/** Whether the user's downloads are billed at all, before knowing how a download ends. */
export function billsDownloads(profile: DownloadBillingFlags): boolean {
  if (profile.c_epcDataDownloaderBillingFlag !== true) return false;
  const include =
    typeof profile.c_epcddIncludeBilling === 'boolean' ? profile.c_epcddIncludeBilling : profile.c_epcIncludeBilling;
  return include !== false;
}

export function isDownloadBillable(profile: DownloadBillingFlags, completed: boolean): boolean {
  return completed && billsDownloads(profile);
}
