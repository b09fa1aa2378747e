import { describe, expect, it } from 'vitest';
import { billsDownloads, isDownloadBillable } from '../../../../src/domain/eu-download/download-billing';

describe('whether a data download is billable (DataDownloaderBillingFlag, IncludeBilling, ddIncludeBilling)', () => {
  it('bills only a user flagged as a billable downloader', () => {
    expect(billsDownloads({})).toBe(false);
    expect(billsDownloads({ c_epcDataDownloaderBillingFlag: false, c_epcddIncludeBilling: true })).toBe(false);
    expect(billsDownloads({ c_epcDataDownloaderBillingFlag: 'true' })).toBe(false);
    expect(billsDownloads({ c_epcDataDownloaderBillingFlag: true })).toBe(true);
  });

  it('leaves downloads out when ddIncludeBilling is false, and takes IncludeBilling only when ddIncludeBilling is not set', () => {
    const billable = { c_epcDataDownloaderBillingFlag: true };
    expect(billsDownloads({ ...billable, c_epcddIncludeBilling: false })).toBe(false);
    expect(billsDownloads({ ...billable, c_epcIncludeBilling: false })).toBe(false);
    expect(billsDownloads({ ...billable, c_epcIncludeBilling: false, c_epcddIncludeBilling: true })).toBe(true);
    expect(billsDownloads({ ...billable, c_epcIncludeBilling: true, c_epcddIncludeBilling: false })).toBe(false);
  });

  it('never bills a download that did not reach its end', () => {
    expect(isDownloadBillable({ c_epcDataDownloaderBillingFlag: true }, true)).toBe(true);
    expect(isDownloadBillable({ c_epcDataDownloaderBillingFlag: true }, false)).toBe(false);
  });
});
