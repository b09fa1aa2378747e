/**
 * The S3 file storage against a real S3-compatible server, started here: moto's server
 * (moto_server, a Python package) when it is installed on the machine. Debian offers no
 * S3-compatible server that runs alone (radosgw needs a Ceph cluster), so where moto_server is
 * missing this describe does not run and says why; the local folder storage is tested by every
 * other file test.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileExistsError, type FileStorage } from '../../../src/server/files/file-storage';
import { s3FileStorage } from '../../../src/server/files/s3-file-storage';
import { startTestServer, type TestServer } from '../support/test-server';
import { addUser, uniqueId, type TestShopper } from '../shop-api/shopper-fixtures';
import { samplePdf, upload } from './multipart-body';

const motoServer = spawnSync('sh', ['-c', 'command -v moto_server'], { encoding: 'utf8' }).stdout.trim();
const s3ServerInstalled = motoServer !== '';
if (!s3ServerInstalled) {
  console.info(
    'S3 file storage test not run: no S3-compatible server is installed (moto_server not on PATH; `pip install "moto[server]"` provides one).',
  );
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address !== null ? resolve(address.port) : reject()));
    });
  });

async function waitForServer(endpoint: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      await fetch(endpoint);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`The S3-compatible server at ${endpoint} did not start.`);
}

describe.runIf(s3ServerInstalled)('S3 file storage (moto_server)', () => {
  let moto: ChildProcess;
  let storage: FileStorage;
  let server: TestServer;
  let admin: TestShopper;

  beforeAll(async () => {
    const port = await freePort();
    const endpoint = `http://127.0.0.1:${port}`;
    moto = spawn(motoServer, ['-H', '127.0.0.1', '-p', String(port)], { stdio: 'ignore' });
    await waitForServer(endpoint);
    const config = {
      bucket: 'epc-files',
      region: 'us-east-1',
      endpoint,
      forcePathStyle: true,
      accessKeyId: 'test',
      secretAccessKey: 'test',
      prefix: 'epc/',
    };
    const client = new S3Client({
      region: config.region,
      endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
    });
    await client.send(new CreateBucketCommand({ Bucket: config.bucket }));
    storage = s3FileStorage(config);
    server = await startTestServer({ fileStorage: storage });
    admin = await addUser(server, { c_epcUserRole: 'admin', c_epcUserType: 'internal' });
  }, 60_000);

  afterAll(async () => {
    await server?.close();
    moto?.kill();
  });

  it('creates, reads, checks and removes a file; a second remove succeeds', async () => {
    const path = `updates/${uniqueId('s3')}.pdf`;
    expect(await storage.exists(path)).toBe(false);
    await storage.create(path, samplePdf, 'application/pdf');
    expect(await storage.exists(path)).toBe(true);
    expect(await storage.read(path)).toEqual({ body: samplePdf, contentType: 'application/pdf' });
    await storage.remove(path);
    expect(await storage.exists(path)).toBe(false);
    expect(await storage.read(path)).toBeUndefined();
    await storage.remove(path);
  });

  it('never overwrites a file', async () => {
    const path = `images/${uniqueId('s3')}.pdf`;
    await storage.create(path, samplePdf, 'application/pdf');
    await expect(storage.create(path, Buffer.from('%PDF-other'), 'application/pdf')).rejects.toBeInstanceOf(
      FileExistsError,
    );
    expect((await storage.read(path))?.body).toEqual(samplePdf);
  });

  it('serves an uploaded update PDF through POST /uploadFile', async () => {
    const filePath = `updates/${uniqueId('s3')}.pdf`;
    const body = upload(filePath, samplePdf);
    const response = await server.app.inject({
      method: 'POST',
      url: '/uploadFile',
      headers: { ...admin.headers, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(201);
    expect((await storage.read(filePath))?.body).toEqual(samplePdf);
  });
});
