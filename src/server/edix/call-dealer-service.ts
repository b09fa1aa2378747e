/**
 * One POST to an external dealer service, as the edix proxy makes it: no redirect is followed
 * (a 3xx comes back as the answer, which the proxy refuses like any non-200), the call gives
 * up after the timeout, and a reply larger than maxReplyBytes is not read to the end.
 */

export type DealerServiceOutcome =
  | { kind: 'answer'; status: number; statusText: string; body: string }
  | { kind: 'unreachable' }
  | { kind: 'timeout' }
  | { kind: 'too-large' };

export const maxReplyBytes = 64 * 1024;

export async function postToDealerService(
  url: string,
  json: object | undefined,
  timeoutMs: number,
): Promise<DealerServiceOutcome> {
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const response = await fetch(url, {
      method: 'POST',
      redirect: 'manual',
      signal,
      headers: { accept: 'application/json', ...(json === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(json === undefined ? {} : { body: JSON.stringify(json) }),
    });
    const body = await readLimited(response);
    if (body === undefined) return { kind: 'too-large' };
    return { kind: 'answer', status: response.status, statusText: response.statusText, body };
  } catch (error) {
    return signal.aborted && error instanceof Error && error.name === 'TimeoutError'
      ? { kind: 'timeout' }
      : { kind: 'unreachable' };
  }
}

async function readLimited(response: Response): Promise<string | undefined> {
  if (response.body === null) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    size += chunk.value.byteLength;
    if (size > maxReplyBytes) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(chunk.value);
  }
  return Buffer.concat(chunks).toString('utf8');
}
