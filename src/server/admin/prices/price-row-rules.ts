/**
 * One row of a price file checked (catalogue spec, sections 3, 5 and 7): the part number, a
 * unit price of at most two decimals that numeric(12,2) holds, and trimmed tax and discount
 * codes. Each problem names the column, and the caller adds the line.
 */
import { checkRateCode } from '../../../domain/admin/rate-entries';
import { compareDecimals, formatDecimal, isDecimalText, parseDecimal } from '../../../domain/money/decimal';

export const priceColumns = ['partNumber', 'unitPrice', 'taxCode', 'discountCode'] as const;
export type PriceColumn = (typeof priceColumns)[number];

export interface PriceRow {
  line: number;
  partNumber: string;
  unitPrice: string;
  taxCode: string;
  discountCode: string;
}

export interface RowError {
  line: number;
  field?: PriceColumn;
  message: string;
}

const partNumberPattern = /^[A-Za-z0-9][A-Za-z0-9#._/-]{0,39}$/;
const maxPrice = parseDecimal('9999999999.99');

export function checkPriceRow(line: number, raw: Readonly<Record<PriceColumn, string>>): PriceRow | RowError {
  const partNumber = raw.partNumber.trim();
  if (!partNumberPattern.test(partNumber)) {
    return {
      line,
      field: 'partNumber',
      message:
        partNumber === ''
          ? 'partNumber is empty.'
          : 'partNumber must be up to 40 letters, digits or # . _ / - (starting with a letter or digit).',
    };
  }
  const priceText = raw.unitPrice.trim();
  if (!isDecimalText(priceText) || priceText.startsWith('+') || priceText.startsWith('-')) {
    return { line, field: 'unitPrice', message: `unitPrice '${priceText}' is not a price such as 12.50.` };
  }
  const price = parseDecimal(priceText);
  if (price.scale > 2) return { line, field: 'unitPrice', message: 'unitPrice has more than two decimals.' };
  if (compareDecimals(price, maxPrice) > 0) {
    return { line, field: 'unitPrice', message: 'unitPrice is larger than 9999999999.99.' };
  }
  const taxCode = checkRateCode(raw.taxCode);
  if (!taxCode.ok) return { line, field: 'taxCode', message: `taxCode: ${taxCode.problem}` };
  const discountCode = checkRateCode(raw.discountCode);
  if (!discountCode.ok) return { line, field: 'discountCode', message: `discountCode: ${discountCode.problem}` };
  return {
    line,
    partNumber,
    unitPrice: formatDecimal(price),
    taxCode: taxCode.value,
    discountCode: discountCode.value,
  };
}

export function isRowError(result: PriceRow | RowError): result is RowError {
  return !('partNumber' in result);
}
