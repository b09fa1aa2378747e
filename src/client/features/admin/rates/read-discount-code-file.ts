/**
 * A discount code file read on the device (admin selector option upload_discount_code): CSV
 * with the columns discountCode, market and discountRate (any order and case), one code a
 * line, market the market or one of its discount markets (market-1, market-2). Each bad row is
 * given with its line; the good rows become the discountCodes payload's entries.
 */
import Papa from 'papaparse';
import { checkRate, checkRateCode, discountType } from '../../../../domain/admin/rate-entries';
import { discountMarketsOf } from '../../../../domain/shopping-list/rate-resolution';

export const maxDiscountCodeRows = 500;

export interface DiscountCodeEntry {
  discountCode: string;
  market: string;
  discountType: typeof discountType;
  discountRate: string;
}

export interface DiscountCodeFile {
  entries: DiscountCodeEntry[];
  errors: { line: number; message: string }[];
  /** A problem with the file as a whole (no header, too many rows). */
  fileProblem?: string;
}

const columns = ['discountcode', 'market', 'discountrate'] as const;

export function readDiscountCodeFile(text: string, marketCode: string): DiscountCodeFile {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: false });
  const [header = [], ...lines] = parsed.data;
  const names = header.map((name) => name.trim().toLowerCase());
  const at = columns.map((column) => names.indexOf(column));
  if (at.some((index) => index === -1)) {
    return { entries: [], errors: [], fileProblem: 'The first line must name discountCode, market and discountRate.' };
  }
  const allowed = discountMarketsOf(marketCode);
  const entries: DiscountCodeEntry[] = [];
  const errors: DiscountCodeFile['errors'] = [];
  const seen = new Set<string>();
  lines.forEach((cells, index) => {
    const line = index + 2;
    if (cells.every((cell) => cell.trim() === '')) return;
    const [code, market, rate] = at.map((column) => (cells[column] ?? '').trim());
    const checkedCode = checkRateCode(code ?? '');
    const checkedRate = checkRate(rate ?? '');
    const upperMarket = (market ?? '').toUpperCase();
    if (!checkedCode.ok) errors.push({ line, message: `discountCode: ${checkedCode.problem}` });
    else if (!allowed.includes(upperMarket))
      errors.push({ line, message: `market must be one of ${allowed.join(', ')}.` });
    else if (!checkedRate.ok) errors.push({ line, message: `discountRate: ${checkedRate.problem}` });
    else if (seen.has(`${upperMarket} ${checkedCode.value}`)) {
      errors.push({ line, message: `${checkedCode.value} (${upperMarket}) is already in the file.` });
    } else {
      seen.add(`${upperMarket} ${checkedCode.value}`);
      entries.push({
        discountCode: checkedCode.value,
        market: upperMarket,
        discountType,
        discountRate: checkedRate.value,
      });
    }
  });
  if (entries.length + errors.length > maxDiscountCodeRows) {
    return { entries: [], errors: [], fileProblem: `A discount code file has at most ${maxDiscountCodeRows} rows.` };
  }
  return { entries, errors };
}
