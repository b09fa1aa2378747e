/**
 * Load price (issue 16, load_price): POST /admin/api/v1/prices/preview and /prices/apply.
 * A preview lists rows and each row's errors with its line; apply loads every row in one
 * transaction or none (a row error, or a write the database refuses); XML with a DTD or an
 * entity is refused; files past the limits are refused with a message; the price lookup
 * answers the loaded prices; only internal admins may load a market's prices.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PriceLookupReply } from '../../../src/domain/shopping-list/shopping-list-contracts';
import { priceFileLimits } from '../../../src/server/admin/prices/price-file-limits';
import { signedInAs } from '../pricing/pricing-fixtures';
import { addUser, type TestShopper } from '../shop-api/shopper-fixtures';
import { expectProblem } from '../support/problem-assertions';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let internalAdmin: TestShopper & { userId: string };
let retailerAdmin: TestShopper & { userId: string };

beforeAll(async () => {
  server = await startTestServer();
  internalAdmin = await addUser(server, { c_epcUserRole: 'admin', c_epcUserType: 'internal' });
  retailerAdmin = await addUser(server, { c_epcUserRole: 'admin', c_epcPartnerId: '006CC' });
  // A real failure part-way through a load: the database refuses one part number.
  await server.database.exec(`
    create function refuse_test_price() returns trigger language plpgsql as $$
    begin
      if new.part_number = 'LOAD-BOOM' then raise exception 'price refused by the test trigger'; end if;
      return new;
    end $$;
    create trigger refuse_test_price before insert or update on part_prices
      for each row execute function refuse_test_price();`);
});

afterAll(() => server.close());

const header = 'partNumber,unitPrice,taxCode,discountCode';

function send(action: 'preview' | 'apply', body: object, caller: { headers: Record<string, string> } = internalAdmin) {
  return server.app.inject({
    method: 'POST',
    url: `/admin/api/v1/prices/${action}`,
    headers: caller.headers,
    payload: { marketCode: 'GB', format: 'csv', ...body },
  });
}

async function priceOf(partNumber: string, market = 'GB') {
  const [row] = await server.database.query<{ unit_price: string; tax_code: string; discount_code: string }>(
    'select unit_price::text, tax_code, discount_code from part_prices where part_number = $1 and market = $2',
    [partNumber, market],
  );
  return row;
}

describe('price file preview', () => {
  it('lists the rows it would load and each bad row with its line, loading nothing', async () => {
    const content = [
      header,
      'LOAD-P1, 12.5 ,S,A',
      '',
      'LOAD-P2,abc,S,A',
      'LOAD-P3,1.234,S,A',
      'LOAD-P1,3.00,S,B',
      ' ,1,S,A',
      'LOAD-P4,4,,A',
    ].join('\n');
    const response = await send('preview', { content });
    expect(response.statusCode, response.body).toBe(200);
    const preview = response.json<{ rows: { line: number; unitPrice: string }[]; errors: object[] }>();
    expect(preview).toMatchObject({ marketCode: 'GB', currency: 'GBP', rowCount: 6, validRowCount: 1, errorCount: 5 });
    expect(preview.rows).toEqual([
      { line: 2, partNumber: 'LOAD-P1', unitPrice: '12.50', taxCode: 'S', discountCode: 'A' },
    ]);
    expect(preview.errors).toEqual([
      { line: 4, field: 'unitPrice', message: "unitPrice 'abc' is not a price such as 12.50." },
      { line: 5, field: 'unitPrice', message: 'unitPrice has more than two decimals.' },
      { line: 6, field: 'partNumber', message: 'partNumber LOAD-P1 is already on line 2.' },
      { line: 7, field: 'partNumber', message: 'partNumber is empty.' },
      { line: 8, field: 'taxCode', message: 'taxCode: Enter a code.' },
    ]);
    expect(await priceOf('LOAD-P1')).toBeUndefined();
  });

  it('reads XML and gives each <price> its line', async () => {
    const content = `<?xml version="1.0" encoding="UTF-8"?>
<prices>
  <price><partNumber>LOAD-X1</partNumber><unitPrice>1.00</unitPrice><taxCode>S</taxCode><discountCode>A</discountCode></price>
  <price>
    <partNumber>LOAD-X2</partNumber><unitPrice>-2</unitPrice><taxCode>S</taxCode><discountCode>A</discountCode>
  </price>
</prices>`;
    const preview = (await send('preview', { format: 'xml', content })).json();
    expect(preview).toMatchObject({ rowCount: 2, validRowCount: 1, errors: [{ line: 4, field: 'unitPrice' }] });
  });

  it.each([
    ['a DTD', '<?xml version="1.0"?><!DOCTYPE prices SYSTEM "file:///etc/passwd"><prices/>'],
    [
      'entity expansion',
      '<?xml version="1.0"?><!DOCTYPE p [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]><prices><price><partNumber>&b;</partNumber></price></prices>',
    ],
    ['a lone entity declaration', '<prices><!ENTITY x "y"></prices>'],
  ])('refuses XML with %s before parsing it', async (_name, content) => {
    const detail = expectProblem(await send('preview', { format: 'xml', content }), 400).detail;
    expect(detail).toBe(
      'content: an XML price file may not declare a DTD or entities (<!DOCTYPE>, <!ENTITY>); remove the declaration.',
    );
  });

  it.each([
    [
      'XML that is not well formed',
      'xml',
      '<prices><price></prices>',
      /^content: the XML is not well formed: .*\(line 1\)\.$/,
    ],
    [
      'a CSV without the columns',
      'csv',
      'part,price\nA,1',
      /^content: the first line must name the columns .*\(missing: partNumber, unitPrice, taxCode, discountCode\)\.$/,
    ],
    ['an empty file', 'csv', '  \n', /^content: the file is empty\.$/],
    ['an unknown market', 'csv', `${header}\nA,1,S,A`, /^marketCode QQ is not a market of the catalogue\.$/],
  ])('refuses %s with a 400 naming the field', async (_name, format, content, detail) => {
    const marketCode = _name === 'an unknown market' ? 'QQ' : 'GB';
    expect(expectProblem(await send('preview', { format, content, marketCode }), 400).detail).toMatch(detail);
  });

  it('refuses a file past the row limit or the size limit, saying what the limit is', async () => {
    const tooMany = [header, ...Array.from({ length: priceFileLimits.maxRows + 1 }, (_, i) => `R${i},1,S,A`)].join(
      '\n',
    );
    expect(expectProblem(await send('preview', { content: tooMany }), 400).detail).toBe(
      `content: the file has ${priceFileLimits.maxRows + 1} rows; at most ${priceFileLimits.maxRows} can be loaded at once.`,
    );
    const tooLarge = `${header}\n${'x'.repeat(priceFileLimits.maxCharacters)}`;
    expect(expectProblem(await send('preview', { content: tooLarge }), 400).detail).toMatch(
      /^content must NOT have more than/,
    );
  });
});

describe('price file apply', () => {
  it('loads every row in one go, updating and adding prices, and the price lookup answers them', async () => {
    const content = `${header}\r\nLOAD-A1,10.10,S,A\r\nLOAD-A2,0.5, R , B \r\n`;
    const response = await send('apply', { content, fileName: 'gb-prices.csv' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ marketCode: 'GB', currency: 'GBP', loaded: 2 });
    expect(await priceOf('LOAD-A2')).toEqual({ unit_price: '0.50', tax_code: 'R', discount_code: 'B' });
    expect((await send('apply', { content: `${header}\nLOAD-A1,11,Z,C` })).statusCode).toBe(200);
    expect(await priceOf('LOAD-A1')).toEqual({ unit_price: '11.00', tax_code: 'Z', discount_code: 'C' });
    const lookup = await server.app.inject({
      method: 'POST',
      url: '/catalogue/api/v1/priceLookup',
      headers: signedInAs(server, 'rlee'),
      payload: { dealerCode: '006CC', market: 'GB', brand: '', apn: 'LOAD-A1,LOAD-A2', langCode: 'EN' },
    });
    expect(lookup.json<PriceLookupReply>().parts.map((part) => [part.apn, part.unitPrice])).toEqual([
      ['LOAD-A1', '11.00'],
      ['LOAD-A2', '0.50'],
    ]);
    const [audit] = await server.database.query<{ record_key: string; detail: object }>(
      `select record_key, detail from admin_audit where area = 'load_price' order by id limit 1`,
    );
    expect(audit).toEqual({ record_key: 'GB', detail: { fileName: 'gb-prices.csv', format: 'csv', rows: 2 } });
  });

  it('loads an XML price file, values trimmed, in the same way', async () => {
    const content = `<?xml version="1.0" encoding="UTF-8"?>
<prices>
  <price><partNumber> LOAD-XA </partNumber><unitPrice>7</unitPrice><taxCode> R </taxCode><discountCode>B</discountCode></price>
</prices>`;
    const response = await send('apply', { format: 'xml', content, marketCode: 'de' });
    expect(response.json()).toEqual({ marketCode: 'DE', currency: 'EUR', loaded: 1 });
    expect(await priceOf('LOAD-XA', 'DE')).toEqual({ unit_price: '7.00', tax_code: 'R', discount_code: 'B' });
  });

  it('loads nothing from a file with one bad row, listing the errors with their lines', async () => {
    const response = await send('apply', { content: `${header}\nLOAD-N1,1,S,A\nLOAD-N2,1,S,A B` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      detail: expect.stringMatching(/^content: 1 row\(s\) have errors \(first: line 3: .*\); nothing was loaded\.$/),
      errors: [{ line: 3, field: 'discountCode' }],
    });
    expect(await priceOf('LOAD-N1')).toBeUndefined();
  });

  it('loads nothing when the database refuses a row part-way through a large file', async () => {
    const rows = Array.from({ length: 30_000 }, (_, i) => `LOAD-B${i},1.00,S,A`);
    rows[25_000] = 'LOAD-BOOM,1.00,S,A';
    const response = await send('apply', { content: [header, ...rows].join('\n') });
    expect(response.statusCode).toBe(500);
    expect(await priceOf('LOAD-B1')).toBeUndefined();
    expect(await priceOf('LOAD-B29999')).toBeUndefined();
  });

  it('refuses a retailer admin with 403: prices are the same for every dealer of the market', async () => {
    const response = await send('apply', { content: `${header}\nLOAD-R1,1,S,A` }, retailerAdmin);
    expect(expectProblem(response, 403).detail).toBe('Only an internal admin can do this.');
    expect(await priceOf('LOAD-R1')).toBeUndefined();
  });
});
