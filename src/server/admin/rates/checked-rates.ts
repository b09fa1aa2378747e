/**
 * The rates of a taxRates or discountCodes body, checked by the shared rules (rate-entries.ts):
 * each code trimmed, each rate two decimals; a 400 names the first field refused, so nothing
 * is written from a body with one bad entry.
 */
import { checkRate, checkRateCode } from '../../../domain/admin/rate-entries';
import { ClientError } from '../../commerce/shop-api/client-error';

export interface RateInput {
  code: string;
  rate: string | number;
  /** The market of the entry (a discount market), or '' when the body has one market. */
  market: string;
}

export interface CheckedRate {
  code: string;
  rate: string;
  market: string;
}

export function checkRates(
  list: string,
  fields: { code: string; rate: string },
  inputs: readonly RateInput[],
): CheckedRate[] {
  const seen = new Set<string>();
  return inputs.map((input, index) => {
    const code = checkRateCode(input.code);
    if (!code.ok) throw new ClientError(400, `${list}.${index}.${fields.code}: ${code.problem}`);
    const rate = checkRate(typeof input.rate === 'number' ? String(input.rate) : input.rate);
    if (!rate.ok) throw new ClientError(400, `${list}.${index}.${fields.rate}: ${rate.problem}`);
    const market = input.market.toUpperCase();
    const key = `${market}\u0000${code.value}`;
    if (seen.has(key)) throw new ClientError(400, `${list}.${index}.${fields.code}: ${code.value} appears twice.`);
    seen.add(key);
    return { code: code.value, rate: rate.value, market };
  });
}
