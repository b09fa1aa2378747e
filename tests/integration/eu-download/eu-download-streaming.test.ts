/**
 * The dataset download streams (docs/eu-download.md): a whole brand goes out through a real
 * socket while the server's heap stays within a small bound, far below the file's size, and a
 * download the caller cancels stops and is recorded as cut off, not billed.
 */
import { get } from 'node:http';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectedRowsHeader, type DownloadHistoryPage } from '../../../src/domain/eu-download/eu-download-contract';
import { tooManyDownloads } from '../../../src/server/eu-download/dataset-download-route';
import { addUser } from '../shop-api/shopper-fixtures';
import { startTestServer, type TestServer } from '../support/test-server';

const api = '/eu-download/api/v1';

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

let server: TestServer;
let baseUrl: string;
let headers: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer();
  baseUrl = await server.app.listen({ host: '127.0.0.1', port: 0 });
  ({ headers } = await addUser(server, {
    c_epcUserType: 'third-party',
    c_epcUserRole: 'user',
    c_epcDataDownloadUserActive: true,
    c_epcDataDownloadUserEnabled: true,
    c_epcDataDownloadUserApprovalStatus: 'approved',
    c_epcDataDownloaderBillingFlag: true,
  }));
});

afterAll(() => server.close());

async function history(): Promise<DownloadHistoryPage> {
  const response = await fetch(`${baseUrl}${api}/history`, { headers });
  return (await response.json()) as DownloadHistoryPage;
}

describe('streaming a large download', () => {
  it('sends a whole brand as JSON with the heap growing by far less than the file', async () => {
    // What the heap holds after a collection, sampled through the download: garbage not yet
    // collected would say nothing about what the server keeps.
    const retainedHeap = () => {
      collectGarbage();
      return process.memoryUsage().heapUsed;
    };
    const baseline = retainedHeap();
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, retainedHeap());
    }, 100);
    const response = await fetch(`${baseUrl}${api}/download?brand=arden&dataset=parts&format=json`, { headers });
    expect(response.status).toBe(200);
    const expectedRows = Number(response.headers.get(expectedRowsHeader));
    let bytes = 0;
    let rows = 0;
    let tail = '';
    // Counted as it arrives and dropped: the test holds no more of the file than the server does.
    const reader = response.body!.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      const chunk = read.value;
      bytes += chunk.byteLength;
      const text = tail + Buffer.from(chunk).toString('utf8');
      const lines = text.split('\n');
      tail = lines.pop() ?? '';
      rows += lines.filter((line) => line.startsWith('{') || line.startsWith(',{')).length;
    }
    clearInterval(sampler);
    const growth = peak - baseline;
    console.info(
      `brand arden: ${rows} rows, ${(bytes / 1e6).toFixed(1)} MB, heap growth ${(growth / 1e6).toFixed(1)} MB`,
    );
    expect(rows).toBe(expectedRows);
    expect(bytes).toBeGreaterThan(20e6);
    // The file is tens of megabytes; the heap holds a batch or two of it at a time.
    expect(growth).toBeLessThan(Math.min(bytes / 4, 16e6));
  }, 120_000);

  it('stops a download the caller cancels, and records it cut off and not billable', async () => {
    // Through node:http, so that going away closes the socket at once (fetch may read on to reuse it).
    const expectedRows = await new Promise<number>((resolve, reject) => {
      const request = get(`${baseUrl}${api}/download?brand=corvid&dataset=parts&format=csv`, { headers }, (reply) => {
        reply.once('data', () => {
          request.destroy();
          resolve(Number(reply.headers[expectedRowsHeader]));
        });
      });
      request.once('error', (error) => {
        if (!request.destroyed) reject(error);
      });
    });
    // This file's only CSV download of corvid's parts: the test before may still be recording
    // its own download as this one starts, so the newest entry is not necessarily this one.
    const isThisDownload = (candidate: DownloadHistoryPage['entries'][number]) =>
      candidate.scopeId === 'corvid' && candidate.dataset === 'parts' && candidate.format === 'csv';
    let entry: DownloadHistoryPage['entries'][number] | undefined;
    for (let attempt = 0; attempt < 200 && entry === undefined; attempt += 1) {
      entry = (await history()).entries.find(isThisDownload);
      if (entry === undefined) await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(entry).toMatchObject({ scopeId: 'corvid', completed: false, billable: false });
    expect(entry?.rows).toBeLessThan(expectedRows);
  }, 60_000);

  it('runs at most two downloads of one user at once; a third waits for one to end', async () => {
    // Two downloads opened and left unread: backpressure keeps them running.
    const open = () =>
      new Promise<ReturnType<typeof get>>((resolve, reject) => {
        const request = get(`${baseUrl}${api}/download?brand=arden&dataset=parts&format=csv`, { headers }, (reply) => {
          reply.once('data', () => {
            reply.pause();
            resolve(request);
          });
        });
        request.once('error', (error) => {
          if (!request.destroyed) reject(error);
        });
      });
    const running = [await open(), await open()];
    const third = await fetch(`${baseUrl}${api}/download?brand=corvid&dataset=documents&format=json`, { headers });
    expect(third.status).toBe(429);
    expect(((await third.json()) as { detail: string }).detail).toBe(tooManyDownloads);
    for (const request of running) request.destroy();
    let status = 429;
    for (let attempt = 0; attempt < 200 && status === 429; attempt += 1) {
      const again = await fetch(`${baseUrl}${api}/download?brand=corvid&dataset=documents&format=json`, { headers });
      status = again.status;
      await again.body?.cancel();
      if (status === 429) await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(status).toBe(200);
  }, 60_000);
});
