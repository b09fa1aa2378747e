/** The HTTP status the server gives for a chunk that failed to load, or undefined offline. */
export async function probeChunkStatus(request: string): Promise<number | undefined> {
  try {
    const response = await fetch(request, { method: 'HEAD', cache: 'no-store' });
    return response.status;
  } catch {
    return undefined;
  }
}
