/**
 * Finds a VIN in text another app shared with the installed app (issue 21: share_target): a
 * message, a link or a page title. A VIN is a run of exactly 17 VIN characters standing on
 * its own (not part of a longer run of letters and digits), checked by the same rules as one
 * typed in (vin.ts). One whose check digit holds is preferred, since a 17-character word in a
 * message may be anything; without one, the first that passes the market-neutral check is
 * taken, as the decoder takes any VIN whose market does not use the check digit.
 */
import { checkVin } from './vin';

// 17 letters and digits without I, O or Q, with neither a letter nor a digit either side.
const vinShaped = /(?<![A-Z0-9])[A-HJ-NPR-Z0-9]{17}(?![A-Z0-9])/gi;

/** The shared parts, in the order they are searched: the text, then the link, then the title. */
export interface SharedText {
  text?: string | null;
  url?: string | null;
  title?: string | null;
}

export function findVinInText(shared: SharedText): string | null {
  const haystack = [shared.text, shared.url, shared.title]
    .filter((part): part is string => typeof part === 'string')
    .map((part) => safeDecode(part))
    .join('\n');
  const candidates = [...haystack.matchAll(vinShaped)].map((match) => checkVin(match[0]));
  const valid = candidates.find((check) => check.ok && check.checkDigit === 'valid');
  const usable = valid ?? candidates.find((check) => check.ok);
  return usable?.ok ? usable.vin : null;
}

/** A shared link may carry the VIN percent-encoded; text that is not valid encoding is kept as it is. */
function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}
