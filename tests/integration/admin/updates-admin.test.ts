/**
 * The admin's updates (EpcUpdates) end to end through the routes: upload the PDF, create,
 * list, change, delete, and what readers of the news see. Each deletion outcome of catalogue
 * spec, section 4 is produced by a real failure: a table trigger refusing the record's delete
 * (iepc-error), a file storage that cannot delete (gcp-error), a record naming a file outside
 * the updates folder (error).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewsList, NewsSummary } from '../../../src/domain/shell/news-contracts';
import type { FileStorage } from '../../../src/server/files/file-storage';
import { localFileStorage } from '../../../src/server/files/local-file-storage';
import { makeTempDir, removeDir } from '../support/temp-dir';
import { expectProblem } from '../support/problem-assertions';
import { startTestServer, type TestServer } from '../support/test-server';
import { addUser, uniqueId, type TestShopper } from '../shop-api/shopper-fixtures';
import { samplePdf, upload } from '../files/multipart-body';

let server: TestServer;
let admin: TestShopper & { userId: string };
let dealerAdmin: TestShopper;
let filesDir: string;
/** Paths whose removal the storage refuses, as a bucket that cannot be reached would. */
const undeletable = new Set<string>();

/** The local folder, except that removing a path in `undeletable` fails. */
function storageFailingOn(base: FileStorage): FileStorage {
  return {
    ...base,
    description: `${base.description} (failing deletes)`,
    remove: async (path) => {
      if (undeletable.has(path)) throw new Error(`The storage could not delete ${path}.`);
      return base.remove(path);
    },
  };
}

beforeAll(async () => {
  filesDir = await makeTempDir('updates-files');
  server = await startTestServer({ fileStorage: storageFailingOn(localFileStorage(filesDir)) });
  admin = await addUser(server, { c_epcUserRole: 'admin', c_epcUserType: 'internal' });
  dealerAdmin = await addUser(server, { c_epcUserRole: 'admin', c_epcUserType: 'retailer', c_epcPartnerId: 'A100' });
});

afterAll(async () => {
  await server.close();
  await removeDir(filesDir);
});

const api = '/admin/api/v1/updates';

async function uploadPdf(content = samplePdf): Promise<string> {
  const filePath = `updates/${uniqueId('update')}.pdf`;
  const body = upload(filePath, content, 'notice.pdf');
  const response = await server.app.inject({
    method: 'POST',
    url: '/uploadFile',
    headers: { ...admin.headers, ...body.headers },
    payload: body.payload,
  });
  expect(response.statusCode).toBe(201);
  return filePath;
}

interface AdminUpdate {
  id: string;
  c_name: string;
  c_languageCode: string;
  c_filePath: string;
  c_fileUrl: string;
  c_createdBy: string;
  c_updatedBy: string;
}

async function createUpdate(name: string, language = 'en-GB'): Promise<AdminUpdate> {
  const filePath = await uploadPdf();
  const response = await server.app.inject({
    method: 'POST',
    url: api,
    headers: admin.headers,
    payload: { c_name: name, c_languageCode: language, c_filePath: filePath, c_fileName: 'notice.pdf' },
  });
  expect(response.statusCode).toBe(201);
  return response.json<AdminUpdate>();
}

const remove = (id: string, caller: TestShopper = admin) =>
  server.app.inject({ method: 'DELETE', url: `${api}/${id}`, headers: caller.headers });

const readNews = (url: string) => server.app.inject({ method: 'GET', url, headers: admin.headers });

async function recordExists(id: string): Promise<boolean> {
  const rows = await server.database.query(`select 1 from custom_objects where type = 'EpcUpdates' and key = $1`, [id]);
  return rows.length === 1;
}

const fileExists = (filePath: string) => server.app.fileStorage.exists(filePath);

describe('creating and reading an update', () => {
  it('creates an update under a random id that readers see at once, newest, with its PDF', async () => {
    const name = uniqueId('Winter notice');
    const created = await createUpdate(name);
    expect(created.id).toMatch(/^update-[0-9a-f-]{36}$/);
    expect(created).toMatchObject({ c_name: name, c_languageCode: 'en-GB', c_createdBy: admin.userId });
    expect(created.c_fileUrl).toBe(`/api/news/files/${created.id}`);

    const list = (await readNews('/api/news?language=en-GB')).json<NewsList>();
    expect(list.items[0]).toMatchObject({ key_value_string: created.id, c_name: name, c_fileName: 'notice.pdf' });
    const summary = (await readNews('/api/news/latest?language=en-GB')).json<NewsSummary>();
    expect(summary.last_modified).toBe(list.items[0]?.last_modified);

    const file = await readNews(created.c_fileUrl);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload).toEqual(samplePdf);

    const adminList = await server.app.inject({ method: 'GET', url: `${api}?language=en-GB`, headers: admin.headers });
    expect(adminList.json<{ items: AdminUpdate[] }>().items[0]?.id).toBe(created.id);
  });

  it('refuses a missing PDF, a path outside updates/, an unknown language and an empty name, naming the field', async () => {
    const filePath = await uploadPdf();
    const good = { c_name: 'A name', c_languageCode: 'en-GB', c_filePath: filePath };
    const cases: [object, RegExp][] = [
      [{ ...good, c_filePath: 'updates/never-uploaded.pdf' }, /c_filePath/],
      [{ ...good, c_filePath: 'images/a.pdf' }, /c_filePath/],
      [{ ...good, c_filePath: 'updates/../x.pdf' }, /c_filePath/],
      [{ ...good, c_languageCode: 'xx-XX' }, /c_languageCode/],
      [{ ...good, c_name: '   ' }, /c_name/],
      [{ ...good, extra: true }, /extra/],
    ];
    for (const [payload, field] of cases) {
      const response = await server.app.inject({ method: 'POST', url: api, headers: admin.headers, payload });
      expect(expectProblem(response, 400).detail).toMatch(field);
    }
  });

  it('lets only internal admins write: a retailer admin reads the list but gets 403 for a write', async () => {
    const list = await server.app.inject({ method: 'GET', url: api, headers: dealerAdmin.headers });
    expect(list.statusCode).toBe(200);
    const write = await server.app.inject({
      method: 'POST',
      url: api,
      headers: dealerAdmin.headers,
      payload: { c_name: 'x', c_languageCode: 'en-GB', c_filePath: 'updates/x.pdf' },
    });
    expectProblem(write, 403);
  });

  it('changes the name and PDF; the replaced PDF is deleted and readers get the new one', async () => {
    const created = await createUpdate(uniqueId('Spring notice'));
    const newPdf = Buffer.concat([samplePdf, Buffer.from('% second edition\n')]);
    const newPath = await uploadPdf(newPdf);
    const response = await server.app.inject({
      method: 'PUT',
      url: `${api}/${created.id}`,
      headers: admin.headers,
      payload: { c_name: 'Spring notice, second edition', c_languageCode: 'en-GB', c_filePath: newPath },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<AdminUpdate>()).toMatchObject({
      c_name: 'Spring notice, second edition',
      c_filePath: newPath,
    });
    expect(await fileExists(created.c_filePath)).toBe(false);
    expect((await readNews(created.c_fileUrl)).rawPayload).toEqual(newPdf);
  });

  it("will not let /deleteFile remove an update's own PDF", async () => {
    const created = await createUpdate(uniqueId('Kept'));
    const response = await server.app.inject({
      method: 'POST',
      url: '/deleteFile',
      headers: admin.headers,
      payload: { filePath: created.c_filePath },
    });
    expectProblem(response, 409);
    expect(await fileExists(created.c_filePath)).toBe(true);
  });
});

describe('deleting an update: the outcomes of section 4', () => {
  it("'success': the record and its file are gone and readers no longer see it", async () => {
    const created = await createUpdate(uniqueId('Gone'));
    const response = await remove(created.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ outcome: 'success' });
    expect(await recordExists(created.id)).toBe(false);
    expect(await fileExists(created.c_filePath)).toBe(false);
    expectProblem(await readNews(created.c_fileUrl), 404);
    const audit = await server.database.query<{ action: string }>(
      `select action from admin_audit where area = 'updates' and record_key = $1 order by id`,
      [created.id],
    );
    expect(audit.map((row) => row.action)).toEqual(['create', 'delete']);
  });

  it("'iepc-error' when the record's delete fails: nothing changes", async () => {
    const created = await createUpdate(uniqueId('Record refuses'));
    await server.database
      .query(`create or replace function refuse_update_delete() returns trigger language plpgsql as $$
      begin raise exception 'record delete refused for the test'; end $$`);
    await server.database.query(`create trigger refuse_update_delete before delete on custom_objects for each row
      when (old.key = '${created.id}') execute function refuse_update_delete()`);
    try {
      const response = await remove(created.id);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ outcome: 'iepc-error' });
    } finally {
      await server.database.query('drop trigger refuse_update_delete on custom_objects');
    }
    expect(await recordExists(created.id)).toBe(true);
    expect(await fileExists(created.c_filePath)).toBe(true);
  });

  it("'gcp-error' when the file's delete fails: the record's delete is rolled back", async () => {
    const created = await createUpdate(uniqueId('File refuses'));
    undeletable.add(created.c_filePath);
    const response = await remove(created.id);
    expect(response.json()).toMatchObject({ outcome: 'gcp-error' });
    expect(await recordExists(created.id)).toBe(true);
    expect(await fileExists(created.c_filePath)).toBe(true);
    expect((await readNews(created.c_fileUrl)).statusCode).toBe(200);

    undeletable.delete(created.c_filePath);
    expect((await remove(created.id)).json()).toMatchObject({ outcome: 'success' });
  });

  it("'error' for a record naming a file outside the updates folder: nothing is deleted", async () => {
    const id = uniqueId('update-bad-path');
    await server.database.query(`insert into custom_objects (type, key, data) values ('EpcUpdates', $1, $2::jsonb)`, [
      id,
      JSON.stringify({ c_name: 'Bad path', c_languageCode: 'en-GB', c_filePath: '../../etc/passwd' }),
    ]);
    const response = await remove(id);
    expect(response.json()).toMatchObject({ outcome: 'error' });
    expect(await recordExists(id)).toBe(true);
    // Readers are not served a file outside the updates folder either.
    expectProblem(await readNews(`/api/news/files/${id}`), 404);
  });

  it('answers 404 for an unknown update and 403 for a retailer admin', async () => {
    expectProblem(await remove('update-unknown'), 404);
    const created = await createUpdate(uniqueId('Not theirs'));
    expectProblem(await remove(created.id, dealerAdmin), 403);
    expect(await recordExists(created.id)).toBe(true);
  });
});
