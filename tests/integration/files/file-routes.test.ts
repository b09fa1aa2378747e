import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusals } from '../../../src/domain/access/access-levels';
import { expectProblem } from '../support/problem-assertions';
import { startTestServer, type TestServer } from '../support/test-server';
import { addUser, uniqueId, type TestShopper } from '../shop-api/shopper-fixtures';
import { multipartBody, samplePdf, samplePng, upload } from './multipart-body';

let server: TestServer;
let internalAdmin: TestShopper;
let dealerAdmin: TestShopper;
let user: TestShopper;
let filesDir: string;

beforeAll(async () => {
  server = await startTestServer();
  internalAdmin = await addUser(server, { c_epcUserRole: 'admin', c_epcUserType: 'internal' });
  dealerAdmin = await addUser(server, { c_epcUserRole: 'admin', c_epcUserType: 'retailer', c_epcPartnerId: 'A100' });
  user = await addUser(server);
  if (server.config.files.kind !== 'local') throw new Error('The test server stores files in a local folder.');
  filesDir = server.config.files.filesDir;
});

afterAll(() => server.close());

function post(url: string, body: ReturnType<typeof multipartBody>, caller: TestShopper = internalAdmin) {
  return server.app.inject({
    method: 'POST',
    url,
    headers: { ...caller.headers, ...body.headers },
    payload: body.payload,
  });
}

function deleteFile(filePath: string, caller: TestShopper = internalAdmin) {
  return server.app.inject({ method: 'POST', url: '/deleteFile', headers: caller.headers, payload: { filePath } });
}

/** Every file under the storage folder, as relative paths. */
async function storedFiles(): Promise<string[]> {
  const entries = await readdir(filesDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(filesDir.length + 1));
}

describe('POST /uploadFile and /upload', () => {
  it('stores a PDF under updates/ and a picture under images/, byte for byte', async () => {
    const pdfPath = `updates/${uniqueId('notice')}.pdf`;
    const response = await post('/uploadFile', upload(pdfPath, samplePdf, 'notice.pdf'));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ filePath: pdfPath, contentType: 'application/pdf', size: samplePdf.length });
    expect(await readFile(join(filesDir, pdfPath))).toEqual(samplePdf);

    const pngPath = `images/${uniqueId('banner')}.png`;
    const picture = await post('/upload', upload(pngPath, samplePng));
    expect(picture.statusCode).toBe(201);
    expect(await readFile(join(filesDir, pngPath))).toEqual(samplePng);
  });

  it('refuses path traversal and other unsafe paths with 400 naming filePath, writing nothing', async () => {
    const before = await storedFiles();
    for (const filePath of [
      '../escape.pdf',
      'updates/../../escape.pdf',
      'updates/./x.pdf',
      '/etc/passwd.pdf',
      'updates\\..\\x.pdf',
      'updates//x.pdf',
      'updates/%2e%2e/x.pdf',
      'updates/x.pdf\u0000.png',
      ' ',
    ]) {
      const problem = expectProblem(await post('/uploadFile', upload(filePath, samplePdf)), 400);
      expect(problem.detail, filePath).toMatch(/filePath/);
    }
    expect(await storedFiles()).toEqual(before);
  });

  it('keeps each admin in their own area: 403 outside it, and a dealer admin writes only under their dealer', async () => {
    expect(expectProblem(await post('/uploadFile', upload('prices/x.pdf', samplePdf)), 403).detail).toMatch(
      /updates\/, images\//,
    );
    expectProblem(await post('/uploadFile', upload(`updates/${uniqueId('d')}.pdf`, samplePdf), dealerAdmin), 403);
    expectProblem(await post('/uploadFile', upload(`dealers/B200/${uniqueId('d')}.pdf`, samplePdf), dealerAdmin), 403);
    const own = `dealers/A100/${uniqueId('d')}.pdf`;
    expect((await post('/uploadFile', upload(own, samplePdf), dealerAdmin)).statusCode).toBe(201);
  });

  it('never overwrites: a second upload to the same path is 409 and the first file stays', async () => {
    const filePath = `updates/${uniqueId('once')}.pdf`;
    expect((await post('/uploadFile', upload(filePath, samplePdf))).statusCode).toBe(201);
    const other = Buffer.concat([samplePdf, Buffer.from('% another version\n')]);
    expect(expectProblem(await post('/uploadFile', upload(filePath, other)), 409).detail).toMatch(/already/);
    expect(await readFile(join(filesDir, filePath))).toEqual(samplePdf);
  });

  it('refuses the wrong type by content and by name with 415, writing nothing', async () => {
    const before = await storedFiles();
    // A picture named .pdf, a PDF sent to the picture route, an executable named .pdf.
    expectProblem(await post('/uploadFile', upload(`updates/${uniqueId('x')}.pdf`, samplePng)), 415);
    expectProblem(await post('/upload', upload(`images/${uniqueId('x')}.png`, samplePdf)), 415);
    expectProblem(await post('/uploadFile', upload(`updates/${uniqueId('x')}.pdf`, Buffer.from('MZ\x90\0'))), 415);
    const byName = expectProblem(await post('/uploadFile', upload(`updates/${uniqueId('x')}.exe`, samplePdf)), 415);
    expect(byName.detail).toMatch(/\.pdf/);
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses an oversized file with 413 naming imgfile, writing nothing', async () => {
    const before = await storedFiles();
    const big = Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), Buffer.alloc(5 * 1024 * 1024 + 1)]);
    const problem = expectProblem(await post('/upload', upload(`images/${uniqueId('big')}.png`, big)), 413);
    expect(problem.detail).toBe('imgfile must be at most 5 MB.');
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses a body without the file, without filePath, with two files or not multipart', async () => {
    expectProblem(await post('/uploadFile', multipartBody([{ name: 'filePath', value: 'updates/a.pdf' }])), 400);
    expectProblem(
      await post('/uploadFile', multipartBody([{ name: 'imgfile', fileName: 'a.pdf', content: samplePdf }])),
      400,
    );
    const twoFiles = multipartBody([
      { name: 'imgfile', fileName: 'a.pdf', content: samplePdf },
      { name: 'imgfile', fileName: 'b.pdf', content: samplePdf },
      { name: 'filePath', value: `updates/${uniqueId('two')}.pdf` },
    ]);
    expectProblem(await post('/uploadFile', twoFiles), 413);
    const json = await server.app.inject({
      method: 'POST',
      url: '/uploadFile',
      headers: internalAdmin.headers,
      payload: { filePath: 'updates/a.pdf' },
    });
    expectProblem(json, 415);
  });

  it('lets only admins upload: 401 without a token, 403 for a user', async () => {
    const body = upload(`updates/${uniqueId('x')}.pdf`, samplePdf);
    expectProblem(
      await server.app.inject({ method: 'POST', url: '/uploadFile', headers: body.headers, payload: body.payload }),
      401,
    );
    expect(expectProblem(await post('/uploadFile', body, user), 403).detail).toBe(refusals.notAdmin);
  });
});

describe('POST /deleteFile', () => {
  it('deletes a file in the area, then says 404 for it', async () => {
    const filePath = `images/${uniqueId('gone')}.png`;
    expect((await post('/upload', upload(filePath, samplePng))).statusCode).toBe(201);
    const response = await deleteFile(filePath);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(await storedFiles()).not.toContain(filePath);
    expectProblem(await deleteFile(filePath), 404);
  });

  it('refuses traversal (400) and another area (403), deleting nothing', async () => {
    const own = `dealers/A100/${uniqueId('kept')}.pdf`;
    expect((await post('/uploadFile', upload(own, samplePdf), dealerAdmin)).statusCode).toBe(201);
    expectProblem(await deleteFile('updates/../dealers/A100/x.pdf'), 400);
    expectProblem(await deleteFile(own, internalAdmin), 403);
    expectProblem(await deleteFile(`updates/${uniqueId('x')}.pdf`, dealerAdmin), 403);
    expect(await storedFiles()).toContain(own);
  });
});
