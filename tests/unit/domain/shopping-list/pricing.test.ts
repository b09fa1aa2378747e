import { describe, expect, it } from 'vitest';
import {
  priceFigures,
  priceLines,
  priceLookupPartNumbers,
  pricedQuantity,
} from '../../../../src/domain/shopping-list/pricing';
import type { RateResolution } from '../../../../src/domain/shopping-list/rate-resolution';
import type { PriceLookupPart, ShoppingListLine } from '../../../../src/domain/shopping-list/shopping-list-contracts';

/** The spec's formula computed with JavaScript numbers, rounding each field with toFixed. */
function floatFigures(unitPrice: number, quantity: number, priceAmmend: number, discountRate: number, taxRate: number) {
  const price = Number((unitPrice * quantity * (1 - priceAmmend / 100)).toFixed(2));
  const discountedPrice = Number((price * (1 - discountRate / 100)).toFixed(2));
  const tax = Number(((discountedPrice * taxRate) / 100).toFixed(2));
  return {
    price: price.toFixed(2),
    discountedPrice: discountedPrice.toFixed(2),
    tax: tax.toFixed(2),
    total: (discountedPrice + tax).toFixed(2),
  };
}

describe('priceFigures: the section 9 formula, each field rounded half-up before the next step', () => {
  // unitPrice, quantity, priceAmmend, discountRate, taxRate -> price, discountedPrice, tax, total
  it.each([
    ['12.34', '3', '0', '10', '20', '37.02', '33.32', '6.66', '39.98'],
    ['165.23', '2', '12.5', '10', '20', '289.15', '260.24', '52.05', '312.29'],
    ['19.99', '3', '0', '0', '20', '59.97', '59.97', '11.99', '71.96'],
    ['0.35', '3', '0', '50', '20', '1.05', '0.53', '0.11', '0.64'],
    ['10.00', '1', '0', '0', '17.5', '10.00', '10.00', '1.75', '11.75'],
    ['0.10', '3', '0', '0', '20', '0.30', '0.30', '0.06', '0.36'],
    ['99.99', '9999', '0', '0', '20', '999800.01', '999800.01', '199960.00', '1199760.01'],
    ['50.00', '2', '100', '10', '20', '0.00', '0.00', '0.00', '0.00'],
    ['', '4', '0', '10', '20', '0.00', '0.00', '0.00', '0.00'],
  ])(
    '%s x %s, ammend %s%%, discount %s%%, tax %s%% -> %s / %s / %s / %s',
    (unitPrice, quantity, priceAmmend, discountRate, taxRate, price, discountedPrice, tax, total) => {
      expect(priceFigures({ unitPrice, quantity, priceAmmend, discountRate, taxRate })).toEqual({
        price,
        discountedPrice,
        tax,
        total,
      });
    },
  );

  it.each([
    // 5.35 x 50 % = 2.675: floats hold 2.67499999... and show 2.67.
    [['5.35', '1', '0', '50', '0'], { price: '5.35', discountedPrice: '2.68', tax: '0.00', total: '2.68' }],
    // 20.10 at the 5 % reduced rate = 1.005: floats show 1.00.
    [['20.10', '1', '0', '0', '5'], { price: '20.10', discountedPrice: '20.10', tax: '1.01', total: '21.11' }],
    // 2.01 with a 50 % priceAmmend = 1.005: floats show 1.00.
    [['2.01', '1', '50', '0', '20'], { price: '1.01', discountedPrice: '1.01', tax: '0.20', total: '1.21' }],
  ] as const)(
    'gets %j right where binary floats round wrong',
    ([unitPrice, quantity, priceAmmend, discountRate, taxRate], expected) => {
      expect(priceFigures({ unitPrice, quantity, priceAmmend, discountRate, taxRate })).toEqual(expected);
      const floats = floatFigures(
        Number(unitPrice),
        Number(quantity),
        Number(priceAmmend),
        Number(discountRate),
        Number(taxRate),
      );
      expect(floats).not.toEqual(expected);
    },
  );

  it('prices a line of quantity A/R for one unit', () => {
    expect(pricedQuantity('A/R')).toEqual({ units: 1n, scale: 0 });
    expect(
      priceFigures({ unitPrice: '12.34', quantity: 'A/R', priceAmmend: '0', discountRate: '10', taxRate: '20' }),
    ).toEqual({
      price: '12.34',
      discountedPrice: '11.11',
      tax: '2.22',
      total: '13.33',
    });
  });

  it('refuses quantities and percentages no line may hold', () => {
    const amounts = { unitPrice: '1.00', quantity: '1', priceAmmend: '0', discountRate: '0', taxRate: '0' };
    expect(() => priceFigures({ ...amounts, quantity: 'two' })).toThrow(RangeError);
    expect(() => priceFigures({ ...amounts, quantity: '-1' })).toThrow(RangeError);
    expect(() => priceFigures({ ...amounts, priceAmmend: '100.01' })).toThrow(RangeError);
    expect(() => priceFigures({ ...amounts, discountRate: '-5' })).toThrow(RangeError);
  });
});

const resolution = (overrides: Partial<RateResolution> = {}): RateResolution => ({
  zeroRates: false,
  taxRates: new Map([
    ['S', '20.00'],
    ['R', '5.00'],
  ]),
  discountRates: new Map([
    ['A', '10.00'],
    ['C', '12.50'],
  ]),
  hashPartTaxCode: 'R',
  taxRetailerId: '006CC',
  discountRetailerId: '006CC',
  ...overrides,
});

const line = (partNumber: string, quantity: string, priceAmmend = '0'): ShoppingListLine => ({
  productId: partNumber,
  partNumber,
  partDescription: `${partNumber} description`,
  quantity,
  priceAmmend,
});

const part = (
  apn: string,
  unitPrice: string,
  discountCode: string,
  taxCode = 'S',
  rates: Partial<PriceLookupPart> = {},
): PriceLookupPart => ({
  apn,
  unitPrice,
  discountCode,
  taxCode,
  discountRate: '0.00',
  taxRate: '0.00',
  apnDesc: `${apn} from lookup`,
  ...rates,
});

const parts = [
  part('AB-1', '12.34', 'A'),
  part('CD-2', '5.35', 'C'),
  part('EF-3', '20.10', 'N', 'R', { discountRate: '4.00' }),
];

describe('priceLines', () => {
  it('prices each line with the lookup prices and the resolved rates, and totals the rounded lines', () => {
    const { lines, totals } = priceLines(
      [line('AB-1', '3'), line('CD-2', '2', '10'), line('EF-3', 'A/R')],
      parts,
      resolution(),
    );
    expect(lines).toEqual([
      {
        productId: 'AB-1',
        partNumber: 'AB-1',
        partDescription: 'AB-1 description',
        quantity: '3',
        priceAmmend: '0',
        unitPrice: '12.34',
        price: '37.02',
        discountCode: 'A',
        discountRate: '10.00',
        discountedPrice: '33.32',
        taxRate: '20.00',
        taxCode: 'S',
        tax: '6.66',
        total: '39.98',
      },
      {
        // 5.35 x 2 x 0.9 = 9.63; x (1 - 0.125) = 8.42625 -> 8.43; x 0.2 = 1.686 -> 1.69.
        productId: 'CD-2',
        partNumber: 'CD-2',
        partDescription: 'CD-2 description',
        quantity: '2',
        priceAmmend: '10',
        unitPrice: '5.35',
        price: '9.63',
        discountCode: 'C',
        discountRate: '12.50',
        discountedPrice: '8.43',
        taxRate: '20.00',
        taxCode: 'S',
        tax: '1.69',
        total: '10.12',
      },
      {
        // Code N is not in the records: the lookup's own 4.00 applies. A/R: one unit.
        productId: 'EF-3',
        partNumber: 'EF-3',
        partDescription: 'EF-3 description',
        quantity: 'A/R',
        priceAmmend: '0',
        unitPrice: '20.10',
        price: '20.10',
        discountCode: 'N',
        discountRate: '4.00',
        discountedPrice: '19.30',
        taxRate: '5.00',
        taxCode: 'R',
        tax: '0.97',
        total: '20.27',
      },
    ]);
    expect(totals).toEqual({ price: '66.75', discountedPrice: '61.05', tax: '9.32', total: '70.37' });
  });

  it('makes the list total the sum of the rounded line totals, as an invoice does', () => {
    // Each line: 0.35 x 3 = 1.05, half off = 0.525 -> 0.53, tax 0.106 -> 0.11, total 0.64.
    const lines = Array.from({ length: 3 }, (_, index) => ({ ...line('X-1', '3'), productId: `p${index}` }));
    const priced = priceLines(lines, [part('X-1', '0.35', 'H')], resolution({ discountRates: new Map([['H', '50']]) }));
    expect(priced.lines.map((pricedLine) => pricedLine.total)).toEqual(['0.64', '0.64', '0.64']);
    // Unrounded, the list would be 3 x 0.525 = 1.575 + 0.315 tax = 1.89; the invoice says 1.92.
    expect(priced.totals).toEqual({ price: '3.15', discountedPrice: '1.59', tax: '0.33', total: '1.92' });
  });

  it('shows 0.00 for a part the lookup does not know, with no codes', () => {
    const { lines, totals } = priceLines([line('ZZ-404', '2')], parts, resolution());
    expect(lines[0]).toMatchObject({
      unitPrice: '0.00',
      price: '0.00',
      discountCode: '',
      discountRate: '0.00',
      discountedPrice: '0.00',
      taxCode: '',
      taxRate: '0.00',
      tax: '0.00',
      total: '0.00',
    });
    expect(totals).toEqual({ price: '0.00', discountedPrice: '0.00', tax: '0.00', total: '0.00' });
  });

  it("gives a '#' part the market tax map's code and its rate, never a lookup price", () => {
    const withHash = [part('AB-1#2', '99.00', 'A')];
    const { lines } = priceLines([line('AB-1#2', '1')], withHash, resolution());
    expect(lines[0]).toMatchObject({
      unitPrice: '0.00',
      taxCode: 'R',
      taxRate: '5.00',
      discountCode: '',
      discountRate: '0.00',
      total: '0.00',
    });
    const noMap = priceLines([line('AB-1#2', '1')], withHash, resolution({ hashPartTaxCode: undefined }));
    expect(noMap.lines[0]).toMatchObject({ taxCode: '', taxRate: '0.00' });
  });

  it('forces discount and tax rates to 0 for the zero-rate user type, keeping the codes', () => {
    const { lines, totals } = priceLines(
      [line('AB-1', '3'), line('EF-3', '1')],
      parts,
      resolution({ zeroRates: true }),
    );
    expect(lines[0]).toMatchObject({
      discountCode: 'A',
      discountRate: '0.00',
      taxCode: 'S',
      taxRate: '0.00',
      price: '37.02',
      discountedPrice: '37.02',
      tax: '0.00',
      total: '37.02',
    });
    expect(lines[1]).toMatchObject({ discountRate: '0.00', taxRate: '0.00', total: '20.10' });
    expect(totals).toEqual({ price: '57.12', discountedPrice: '57.12', tax: '0.00', total: '57.12' });
  });

  it('matches part numbers ignoring case and spaces, and fills an empty description from the lookup', () => {
    const { lines } = priceLines([{ ...line(' ab-1 ', '1'), partDescription: '' }], parts, resolution());
    expect(lines[0]).toMatchObject({ partNumber: ' ab-1 ', partDescription: 'AB-1 from lookup', unitPrice: '12.34' });
  });

  it('prices an empty list at 0.00', () => {
    expect(priceLines([], parts, resolution())).toEqual({
      lines: [],
      totals: { price: '0.00', discountedPrice: '0.00', tax: '0.00', total: '0.00' },
    });
  });
});

describe('priceLookupPartNumbers', () => {
  it("lists each part number once, upper case, leaving out '#' ones (catalogue spec, section 5)", () => {
    expect(
      priceLookupPartNumbers([
        line('ab-1', '1'),
        line('AB-1', '2'),
        line('X#1', '1'),
        line('CD-2', 'A/R'),
        line('  ', '1'),
      ]),
    ).toEqual(['AB-1', 'CD-2']);
  });
});
