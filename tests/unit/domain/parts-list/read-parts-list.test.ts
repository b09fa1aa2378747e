import { describe, expect, it } from 'vitest';
import {
  examplePartsListCsv,
  examplePartsListXml,
  maxPartsListRows,
} from '../../../../src/domain/parts-list/parts-list-format';
import {
  readPartsListFile,
  readPartsListText,
  type PartsListRead,
  type PartsListRow,
} from '../../../../src/domain/parts-list/read-parts-list';
import { maxUploadBytes } from '../../../../src/domain/parts-list/tabular-file';

const utf8 = (text: string) => new TextEncoder().encode(text);

function rowsOf(read: PartsListRead): PartsListRow[] {
  if (!read.ok) throw new Error(`Expected rows, got ${read.problem.code}`);
  return read.rows;
}

/** Each row as 'line: partNumber quantity priceAmmend' or 'line: field message; ...'. */
function summary(read: PartsListRead): string[] {
  return rowsOf(read).map((row) =>
    row.listLine
      ? `${row.line}: ${row.listLine.partNumber} ${row.listLine.quantity} ${row.listLine.priceAmmend}`
      : `${row.line}: ${row.problems.map((problem) => `${problem.field} ${problem.message}`).join('; ')}`,
  );
}

describe('readPartsListText: CSV', () => {
  it('reads good rows with the line rules of the shopping list: A/R in any case, leading zeros, an empty adjustment', () => {
    const csv = 'partNumber,quantity,priceAmmend\r\nLR001,007,\r\nLR002,a/r,12.50\r\nLR003,1,100\r\n';
    expect(summary(readPartsListText('list.csv', csv))).toEqual([
      '2: LR001 7 0',
      '3: LR002 A/R 12.5',
      '4: LR003 1 100',
    ]);
    const [first] = rowsOf(readPartsListText('list.csv', csv));
    expect(first?.listLine).toEqual({
      productId: 'LR001',
      partNumber: 'LR001',
      partDescription: '',
      quantity: '7',
      priceAmmend: '0',
    });
  });

  it('names the line and the field of each bad row, keeping the good ones', () => {
    const csv = [
      'partNumber,quantity,priceAmmend',
      'LR001,2,0',
      'LR002,-1,0',
      ',3,0',
      'LR004,2.5,101',
      'LR005,,',
      'LR006,abc,7,5',
    ].join('\n');
    expect(summary(readPartsListText('list.csv', csv))).toEqual([
      '2: LR001 2 0',
      '3: quantity The quantity cannot be negative.',
      '4: partNumber Enter a part number.',
      '5: quantity The quantity must be a whole number.; priceAmmend The price adjustment cannot be more than 100.',
      '6: quantity Enter a quantity.',
      '7: quantity The quantity must be a whole number or A/R.',
    ]);
  });

  it('counts lines as the file has them: blank lines, delimiters alone, a value with a line break inside quotes', () => {
    const csv = 'partNumber,quantity\n\nLR001,1\n"LR\n002",x\n\n , \nLR003,0\n,,\n';
    expect(summary(readPartsListText('list.csv', csv))).toEqual([
      '3: LR001 1 0',
      '4: partNumber The part number can only hold printable characters.; quantity The quantity must be a whole number or A/R.',
      '8: quantity The quantity must be at least 1.',
    ]);
  });

  it('drops a byte order mark, as the shopping list export writes one', () => {
    expect(summary(readPartsListFile('list.csv', utf8('\uFEFFpartNumber,quantity\r\nLR001,2\r\n')))).toEqual([
      '2: LR001 2 0',
    ]);
    expect(summary(readPartsListText('list.csv', '\uFEFFpartNumber,quantity\nLR001,2'))).toEqual(['2: LR001 2 0']);
  });

  it('finds the delimiter: semicolons with decimal commas, tabs, bars', () => {
    expect(
      summary(readPartsListText('a.csv', 'partNumber;quantity;priceAmmend\nLR001;2;"7,5"\nLR002;3;1,25\n')),
    ).toEqual(['2: LR001 2 7.5', '3: LR002 3 1.25']);
    expect(summary(readPartsListText('a.csv', 'partNumber\tquantity\nLR001\t2\n'))).toEqual(['2: LR001 2 0']);
    expect(summary(readPartsListText('a.csv', 'partNumber|quantity\nLR001|2\n'))).toEqual(['2: LR001 2 0']);
  });

  it('matches column names without regard to case or order, and ignores other columns (an export uploads as it is)', () => {
    const exported =
      'partNumber,partDescription,unitPrice,quantity,priceAmmend,price\r\n' +
      'LR001,"Seal, door",10.00,A/R,5.00,10.00\r\n' +
      "'=CMD,Guarded,0.00,1,0.00,0.00\r\n";
    expect(summary(readPartsListText('shopping-list.csv', exported))).toEqual(['2: LR001 A/R 5', '3: =CMD 1 0']);
    expect(summary(readPartsListText('a.csv', 'QUANTITY,PartNumber\n4,LR001\n'))).toEqual(['2: LR001 4 0']);
  });

  it('refuses a file without the required columns, or with no rows, naming what is missing', () => {
    expect(readPartsListText('a.csv', 'part,qty\nLR001,2\n')).toEqual({
      ok: false,
      problem: { code: 'missing-columns', columns: ['partNumber', 'quantity'] },
    });
    expect(readPartsListText('a.csv', 'partNumber,qty\nLR001,2\n')).toEqual({
      ok: false,
      problem: { code: 'missing-columns', columns: ['quantity'] },
    });
    expect(readPartsListText('a.csv', 'partNumber,quantity\r\n')).toEqual({ ok: false, problem: { code: 'no-rows' } });
    expect(readPartsListText('a.csv', ' \n\n')).toEqual({ ok: false, problem: { code: 'empty' } });
  });

  it('refuses a quoted value never closed, naming its line', () => {
    expect(readPartsListText('a.csv', 'partNumber,quantity\nLR001,2\n"LR002,3\nLR003,1\n')).toEqual({
      ok: false,
      problem: { code: 'unclosed-quote', line: 3 },
    });
  });

  it('refuses part numbers that cannot be kept: too long, control characters', () => {
    const long = 'P'.repeat(101);
    expect(
      summary(readPartsListText('a.csv', `partNumber,quantity\n${long},1\n"LR\u0000",1\n${'P'.repeat(100)},1\n`)),
    ).toEqual([
      '2: partNumber The part number can be at most 100 characters.',
      '3: partNumber The part number can only hold printable characters.',
      `4: ${'P'.repeat(100)} 1 0`,
    ]);
  });
});

describe('readPartsListText: XML', () => {
  it("reads the shopping list export's shape, with the line each <line> starts on", () => {
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<shoppingList>',
      '  <line>',
      '    <partNumber>LR&amp;001</partNumber>',
      '    <partDescription>Seal &lt;door&gt;</partDescription>',
      '    <quantity>a/r</quantity>',
      '    <priceAmmend>7.50</priceAmmend>',
      '  </line>',
      '  <!-- a comment -->',
      '  <line><partNumber><![CDATA[LR&amp;002]]></partNumber><quantity>0</quantity></line>',
      '  <line><partNumber>&#x4C;R003</partNumber><quantity>3</quantity><priceAmmend/></line>',
      '</shoppingList>',
    ].join('\n');
    expect(summary(readPartsListText('list.xml', xml))).toEqual([
      '3: LR&001 A/R 7.5',
      '10: quantity The quantity must be at least 1.',
      '11: LR003 3 0',
    ]);
  });

  it('reads one line, and a missing element as an empty value', () => {
    expect(summary(readPartsListText('a.xml', '<list><line><partNumber>LR001</partNumber></line></list>'))).toEqual([
      '1: quantity Enter a quantity.',
    ]);
  });

  it('refuses a DOCTYPE or an entity declaration before parsing: no entity expands, nothing outside the file is read', () => {
    const laughs =
      '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]>' +
      '<shoppingList><line><partNumber>&lol2;</partNumber><quantity>1</quantity></line></shoppingList>';
    const external =
      '<?xml version="1.0"?>\n<!doctype x [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>\n' +
      '<shoppingList><line><partNumber>&xxe;</partNumber><quantity>1</quantity></line></shoppingList>';
    for (const xml of [laughs, external]) {
      expect(readPartsListText('a.xml', xml)).toEqual({ ok: false, problem: { code: 'doctype' } });
    }
  });

  it('keeps an undeclared entity as written rather than expanding it', () => {
    expect(
      summary(readPartsListText('a.xml', '<l><line><partNumber>A&xxe;</partNumber><quantity>1</quantity></line></l>')),
    ).toEqual(['1: A&xxe; 1 0']);
  });

  it('refuses XML that is not well-formed, naming the line, and a file without <line> elements', () => {
    const broken = '<shoppingList>\n<line>\n<partNumber>LR001</quantity>\n</line>\n</shoppingList>';
    const read = readPartsListText('a.xml', broken);
    expect(read.ok).toBe(false);
    expect(!read.ok && read.problem.code === 'malformed-xml' && read.problem.line).toBe(3);
    expect(readPartsListText('a.xml', '<shoppingList><row/></shoppingList>')).toEqual({
      ok: false,
      problem: { code: 'no-records', recordElement: 'line' },
    });
    expect(readPartsListText('a.xml', '<a/><b/>').ok).toBe(false);
  });

  it('tells XML from CSV by the name, else by the first character', () => {
    expect(
      readPartsListText('upload', '<l><line><partNumber>A</partNumber><quantity>1</quantity></line></l>'),
    ).toMatchObject({
      ok: true,
      format: 'xml',
    });
    expect(readPartsListText('upload', 'partNumber,quantity\nA,1')).toMatchObject({ ok: true, format: 'csv' });
  });
});

describe('readPartsListFile: limits and encodings', () => {
  it(`refuses more than ${maxPartsListRows} rows in either format, and takes exactly that many`, () => {
    const rows = (count: number) => Array.from({ length: count }, (_, index) => `P${index},1`).join('\n');
    expect(rowsOf(readPartsListText('a.csv', `partNumber,quantity\n${rows(maxPartsListRows)}\n`))).toHaveLength(
      maxPartsListRows,
    );
    expect(readPartsListText('a.csv', `partNumber,quantity\n${rows(maxPartsListRows + 1)}\n`)).toEqual({
      ok: false,
      problem: { code: 'too-many-rows', maxRows: maxPartsListRows },
    });
    const lines = '<line><partNumber>P</partNumber><quantity>1</quantity></line>'.repeat(maxPartsListRows + 1);
    expect(readPartsListText('a.xml', `<shoppingList>${lines}</shoppingList>`)).toEqual({
      ok: false,
      problem: { code: 'too-many-rows', maxRows: maxPartsListRows },
    });
  });

  it('refuses a file over the size limit before reading it, an empty file, and bytes that are not UTF-8', () => {
    expect(readPartsListFile('a.csv', new Uint8Array(maxUploadBytes + 1))).toEqual({
      ok: false,
      problem: { code: 'too-large', maxBytes: maxUploadBytes },
    });
    expect(readPartsListFile('a.csv', new Uint8Array(0))).toEqual({ ok: false, problem: { code: 'empty' } });
    // 'Pièce' saved as Windows-1252: the è is the single byte 0xE8.
    const latin1 = Uint8Array.from([...utf8('partNumber,quantity\nPi'), 0xe8, ...utf8('ce,1\n')]);
    expect(readPartsListFile('a.csv', latin1)).toEqual({ ok: false, problem: { code: 'not-utf8' } });
    expect(summary(readPartsListFile('a.csv', utf8('partNumber,quantity\nPièce,1\n')))).toEqual(['2: Pièce 1 0']);
  });
});

describe('the example files the page offers', () => {
  it('read back as good rows in both formats', () => {
    const expected = ['2: LR012345 2 0', '3: W500000 A/R 0', '4: C2D12345 1 12.5'];
    expect(summary(readPartsListText('example.csv', examplePartsListCsv()))).toEqual(expected);
    expect(
      summary(readPartsListText('example.xml', examplePartsListXml())).map((row) => row.replace(/^\d+/, '')),
    ).toEqual(expected.map((row) => row.replace(/^\d+/, '')));
  });
});
