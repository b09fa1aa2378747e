/**
 * The admin API's rates and price files (issue 16; catalogue spec, sections 3 and 7): POST
 * /admin/api/v1/taxRates and /discountCodes with the spec's payloads (true, or false when the
 * write failed), their GETs for the rates as stored, and the price file's preview and apply.
 * Admin work needs a network: nothing here is kept on the device or queued.
 */
import { authorisedServiceClient } from '../authorised-client';

const adminApi = authorisedServiceClient('/admin/api/v1/');

/** A large price file takes seconds to read and load on the server. */
const priceFileTimeout = 120_000;

export interface CodeRate {
  code: string;
  rate: string;
}

export interface TaxRatesPayload {
  updatedBy: string;
  createdBy: string;
  marketCode: string;
  dealerCodes: [string];
  taxRates: { taxCode: string; taxRate: string }[];
}

export interface DiscountCodesPayload {
  updatedBy: string;
  marketCode: string;
  dealerCodes: string[];
  discountRates: { discountCode: string; market: string; discountType: 'default'; discountRate: string }[];
}

export interface StoredTaxRates {
  rates: CodeRate[];
  lastModified: string | null;
  viewer: { userId: string };
}

export interface StoredDiscountRates {
  markets: { market: string; rates: CodeRate[]; lastModified: string | null }[];
  viewer: { userId: string };
}

const ratesQuery = (marketCode: string, dealerCode: string) => new URLSearchParams({ marketCode, dealerCode });

export function readTaxRates(marketCode: string, dealerCode: string): Promise<StoredTaxRates> {
  return adminApi.get('taxRates', { searchParams: ratesQuery(marketCode, dealerCode) }).json<StoredTaxRates>();
}

export function readDiscountRates(marketCode: string, dealerCode: string): Promise<StoredDiscountRates> {
  return adminApi
    .get('discountCodes', { searchParams: ratesQuery(marketCode, dealerCode) })
    .json<StoredDiscountRates>();
}

/** True when written; false when the server's write failed (it logged why and changed nothing). */
export function writeTaxRates(payload: TaxRatesPayload): Promise<boolean> {
  return adminApi.post('taxRates', { json: payload }).json<boolean>();
}

export function writeDiscountCodes(payload: DiscountCodesPayload): Promise<boolean> {
  return adminApi.post('discountCodes', { json: payload }).json<boolean>();
}

export interface PriceFile {
  marketCode: string;
  format: 'csv' | 'xml';
  fileName: string;
  content: string;
}

export interface PriceRowError {
  line: number;
  field?: string;
  message: string;
}

export interface PricePreview {
  marketCode: string;
  currency: string;
  rowCount: number;
  validRowCount: number;
  errorCount: number;
  errors: PriceRowError[];
  rows: { line: number; partNumber: string; unitPrice: string; taxCode: string; discountCode: string }[];
}

export function previewPriceFile(file: PriceFile): Promise<PricePreview> {
  return adminApi.post('prices/preview', { json: file, timeout: priceFileTimeout }).json<PricePreview>();
}

export function applyPriceFile(file: PriceFile): Promise<{ marketCode: string; currency: string; loaded: number }> {
  return adminApi.post('prices/apply', { json: file, timeout: priceFileTimeout }).json();
}
