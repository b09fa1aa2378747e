/**
 * The demo prices of the subscription periods in every currency of the demo markets
 * (markets.ts). Set in pounds and converted at rough, fixed rates, so a fresh database holds
 * the same prices everywhere. Proportionate (EU Regulation 2018/858, Art. 63): a longer period
 * costs more in total and less per hour (2.50 an hour, 0.50 an hour by the day, about 0.13 by
 * the month, 0.09 by the year), and rounding cannot undo that: the steps are four to eight fold.
 */
import { formatDecimal, multiply, parseDecimal, roundHalfUp } from '../../../../domain/money/decimal';
import type { SubscriptionPeriod } from '../../../../domain/subscription/subscription-period';

export const poundPrices: Readonly<Record<SubscriptionPeriod, string>> = {
  hour: '2.50',
  day: '12.00',
  month: '95.00',
  year: '790.00',
};

/** Units of each currency a pound buys, roughly; for demo prices only. */
const unitsPerPound = `
AED 4.78 ALL 110 AMD 500 AOA 1190 ARS 1850 AUD 2.00 AWG 2.34 AZN 2.21 BAM 2.29 BBD 2.60 BDT 158
BHD 0.49 BMD 1.30 BND 1.70 BOB 9.00 BRL 7.10 BSD 1.30 BTN 112 BWP 17.7 BYN 4.30 BZD 2.60 CAD 1.82
CDF 3700 CHF 1.10 CLP 1230 CNY 9.30 COP 5100 CRC 650 CVE 129 CZK 28.5 DJF 231 DKK 8.70 DOP 82
DZD 172 EGP 63 ETB 190 EUR 1.17 FJD 2.95 GBP 1 GEL 3.50 GHS 14.0 GIP 1 GMD 94 GTQ 10.0 GYD 272
HKD 10.1 HNL 34 HTG 170 HUF 445 IDR 21500 ILS 4.30 INR 112 IQD 1700 ISK 165 JMD 208 JOD 0.92
JPY 200 KES 168 KGS 113 KHR 5200 KRW 1850 KWD 0.40 KYD 1.08 KZT 680 LAK 28000 LBP 116000 LKR 395
LRD 235 LYD 7.10 MAD 12.2 MDL 22.5 MGA 5800 MKD 72 MMK 2730 MNT 4600 MOP 10.5 MRU 52 MUR 59
MVR 20.0 MWK 2250 MXN 24.0 MYR 5.60 MZN 83 NAD 23.5 NGN 1950 NIO 48 NOK 13.3 NPR 182 NZD 2.25
OMR 0.50 PAB 1.30 PEN 4.50 PGK 5.30 PHP 76 PKR 365 PLN 4.95 PYG 9500 QAR 4.75 RON 5.90 RSD 137
RUB 105 RWF 1850 SAR 4.90 SCR 18.5 SEK 12.5 SGD 1.70 SLE 30.0 SRD 50 SZL 23.5 THB 42 TJS 12.5
TMT 4.60 TND 3.90 TOP 3.10 TRY 52 TTD 8.80 TWD 41 TZS 3300 UAH 54 UGX 4700 USD 1.30 UYU 52
UZS 16000 VES 200 VND 33000 VUV 158 WST 3.60 XAF 767 XCD 3.51 XOF 767 XPF 139 ZAR 23.5 ZMW 32
ZWG 35
`;

export const poundRates: ReadonlyMap<string, string> = new Map(
  [...unitsPerPound.matchAll(/([A-Z]{3}) ([0-9.]+)/g)].map((match) => [match[1] ?? '', match[2] ?? '']),
);

export interface SubscriptionPriceRow {
  period: SubscriptionPeriod;
  currency: string;
  /** Two decimals. */
  price: string;
}

/**
 * The four prices in `currency`: to the cent where a unit is worth more than a penny or so,
 * to whole units where it is worth less (no one prices 33,000 dong to the cent).
 */
export function subscriptionPricesIn(currency: string): SubscriptionPriceRow[] {
  const rate = poundRates.get(currency);
  if (rate === undefined) throw new Error(`The demo subscription prices have no rate for ${currency}.`);
  const places = Number(rate) >= 100 ? 0 : 2;
  return (Object.entries(poundPrices) as [SubscriptionPeriod, string][]).map(([period, pounds]) => ({
    period,
    currency,
    price: formatDecimal(roundHalfUp(multiply(parseDecimal(pounds), parseDecimal(rate)), places), 2),
  }));
}
