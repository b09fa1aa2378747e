// @vitest-environment jsdom
// jsdom for its DOMParser, which checks that the XML export is well-formed.
import { describe, expect, it } from 'vitest';
import { exportCsv, exportXml, noExportColumnsMessage } from '../../../../src/domain/shopping-list/export-list';
import { exportColumns, type PricedLine } from '../../../../src/domain/shopping-list/shopping-list-contracts';

function line(fields: Partial<PricedLine> = {}): PricedLine {
  return {
    productId: 'LR012345',
    partNumber: 'LR012345',
    partDescription: 'Brake pad set',
    quantity: '2',
    priceAmmend: '0',
    unitPrice: '45.5',
    price: '91',
    discountCode: 'D1',
    discountRate: '10',
    discountedPrice: '81.9',
    taxRate: '20',
    taxCode: 'S',
    tax: '16.38',
    total: '98.28',
    ...fields,
  };
}

const allHeader =
  'partNumber,partDescription,unitPrice,quantity,priceAmmend,price,discountCode,discountedPrice,tax,total\r\n';

describe('exportCsv (RFC 4180, catalogue spec, section 3 export columns)', () => {
  it('writes every column in the spec’s order with a header row and CRLF after each record', () => {
    expect(
      exportCsv(
        [line(), line({ partNumber: 'A/R-1', productId: 'A/R-1', quantity: 'A/R', priceAmmend: '12.5' })],
        [...exportColumns],
      ),
    ).toBe(
      allHeader +
        'LR012345,Brake pad set,45.50,2,0.00,91.00,D1,81.90,16.38,98.28\r\n' +
        'A/R-1,Brake pad set,45.50,A/R,12.50,91.00,D1,81.90,16.38,98.28\r\n',
    );
  });

  it('keeps the spec’s order whatever order the columns are given in, and ignores repeats', () => {
    expect(exportCsv([line()], ['total', 'partNumber', 'quantity', 'total'])).toBe(
      'partNumber,quantity,total\r\nLR012345,2,98.28\r\n',
    );
  });

  it('writes only the header for an empty list', () => {
    expect(exportCsv([], ['partNumber', 'total'])).toBe('partNumber,total\r\n');
  });

  it.each([
    ['a comma', 'Bolt, M8', '"Bolt, M8"'],
    ['a quote', 'Trim 7" wide', '"Trim 7"" wide"'],
    ['a line feed', 'Line one\nline two', '"Line one\nline two"'],
    ['a carriage return', 'Line one\r\nline two', '"Line one\r\nline two"'],
    ['nothing special', 'Wiper blade', 'Wiper blade'],
  ])('quotes a field with %s', (_case, description, field) => {
    expect(exportCsv([line({ partDescription: description })], ['partDescription'])).toBe(
      `partDescription\r\n${field}\r\n`,
    );
  });

  it.each([
    ['=', '=HYPERLINK("http://evil.example")', `"'=HYPERLINK(""http://evil.example"")"`],
    ['+', '+1+1', "'+1+1"],
    ['-', "-2+3+cmd|' /C calc'!A0", `'-2+3+cmd|' /C calc'!A0`],
    ['@', '@SUM(1,2)', `"'@SUM(1,2)"`],
    ['a tab', '\t=1', "'\t=1"],
    ['a carriage return', '\r=1', `"'\r=1"`],
  ])('puts an apostrophe before a text field starting with %s', (_case, description, field) => {
    expect(exportCsv([line({ partDescription: description })], ['partDescription'])).toBe(
      `partDescription\r\n${field}\r\n`,
    );
  });

  it('guards every text column, never the numbers it formats itself', () => {
    const hostile = line({ partNumber: '=A1', quantity: '-1', discountCode: '@X', tax: '-0.5', total: '-12.345' });
    expect(exportCsv([hostile], ['partNumber', 'quantity', 'discountCode', 'tax', 'total'])).toBe(
      "partNumber,quantity,discountCode,tax,total\r\n'=A1,'-1,'@X,-0.50,-12.35\r\n",
    );
  });

  it('throws a clear error when no column is selected', () => {
    expect(() => exportCsv([line()], [])).toThrow(noExportColumnsMessage);
    expect(noExportColumnsMessage).toBe('Choose at least one column to export.');
  });
});

describe('money and rate fields: two decimals, 0.00 when missing (catalogue spec, section 3)', () => {
  it.each([
    ['', '0.00'],
    ['   ', '0.00'],
    ['not a number', '0.00'],
    [undefined, '0.00'],
    ['0', '0.00'],
    ['7', '7.00'],
    ['7.', '7.00'],
    ['.5', '0.50'],
    ['1.005', '1.01'],
    ['2.675', '2.68'],
    ['1.0049999', '1.00'],
    ['2.995', '3.00'],
    ['-0.004', '0.00'],
    ['-0.005', '-0.01'],
    ['-2.675', '-2.68'],
    ['+3.1', '3.10'],
    // A number from old storage is written from its shortest text, never through toFixed.
    [2.675, '2.68'],
    [0.1 + 0.2, '0.30'],
    ['123456789012345678.125', '123456789012345678.13'],
  ])('%j is written as %s', (value, written) => {
    // 1.005 and 2.675 are where toFixed on binary floats rounds down (1.00, 2.67).
    const priced = { ...line(), total: value } as unknown as PricedLine;
    expect(exportCsv([priced], ['total'])).toBe(`total\r\n${written}\r\n`);
  });
});

describe('exportXml', () => {
  it('writes a declaration and one line element per line, elements named after the columns', () => {
    expect(
      exportXml(
        [line(), line({ partNumber: 'LR2', productId: 'LR2', quantity: 'A/R', unitPrice: '' })],
        ['total', 'partNumber', 'quantity', 'unitPrice'],
      ),
    ).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<shoppingList>\n' +
        '  <line>\n' +
        '    <partNumber>LR012345</partNumber>\n' +
        '    <unitPrice>45.50</unitPrice>\n' +
        '    <quantity>2</quantity>\n' +
        '    <total>98.28</total>\n' +
        '  </line>\n' +
        '  <line>\n' +
        '    <partNumber>LR2</partNumber>\n' +
        '    <unitPrice>0.00</unitPrice>\n' +
        '    <quantity>A/R</quantity>\n' +
        '    <total>98.28</total>\n' +
        '  </line>\n' +
        '</shoppingList>\n',
    );
  });

  it('escapes &, <, >, quotes and apostrophes, keeps a CR as a reference and drops characters XML cannot hold', () => {
    const description = `Tom & Jerry's <"clip">\r\n\u0001\uD800ok \u{1F697}`;
    expect(exportXml([line({ partDescription: description })], ['partDescription'])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<shoppingList>\n' +
        '  <line>\n' +
        '    <partDescription>Tom &amp; Jerry&#39;s &lt;&quot;clip&quot;&gt;&#13;\nok \u{1F697}</partDescription>\n' +
        '  </line>\n' +
        '</shoppingList>\n',
    );
  });

  it('is well-formed: an XML parser reads every value back', () => {
    const description = `Tom & Jerry's <"clip"> ]]> \u0001`;
    const xml = exportXml([line({ partDescription: description }), line()], [...exportColumns]);
    const document = new DOMParser().parseFromString(xml, 'application/xml');
    expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
    const lines = [...document.documentElement.getElementsByTagName('line')];
    expect(lines.map((element) => [...element.children].map((child) => child.tagName))).toEqual([
      [...exportColumns],
      [...exportColumns],
    ]);
    expect(lines[0]?.getElementsByTagName('partDescription')[0]?.textContent).toBe(`Tom & Jerry's <"clip"> ]]> `);
  });

  it('writes an empty list as an empty shoppingList element', () => {
    expect(exportXml([], [...exportColumns])).toBe('<?xml version="1.0" encoding="UTF-8"?>\n<shoppingList/>\n');
  });

  it('does not guard formulas: XML is not opened as a spreadsheet formula', () => {
    expect(exportXml([line({ partNumber: '=A1' })], ['partNumber'])).toContain('<partNumber>=A1</partNumber>');
  });

  it('throws a clear error when no column is selected', () => {
    expect(() => exportXml([line()], [])).toThrow(noExportColumnsMessage);
  });
});
