/**
 * A lazily loaded piece of the app (a script or style chunk) could not be loaded. The shell
 * shows the offline screen for it instead of the fatal error page (shell spec, section 8).
 */

/** missing: the server no longer has the chunk; timeout: no answer in time; other: anything else. */
export type ChunkLoadErrorType = 'missing' | 'timeout' | 'other';

/** How long a chunk may take before it counts as failed (catalogue spec, section 9). */
export const chunkLoadTimeoutMs = 120_000;

export const cssChunkLoadFailedCode = 'CSS_CHUNK_LOAD_FAILED';

export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  readonly code: typeof cssChunkLoadFailedCode | undefined;

  constructor(
    readonly chunkId: string,
    readonly type: ChunkLoadErrorType,
    readonly request: string,
    readonly isStyle = false,
  ) {
    super(`Loading chunk ${chunkId} failed`);
    this.code = isStyle ? cssChunkLoadFailedCode : undefined;
  }
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof Error && error.name === 'ChunkLoadError';
}

/** Where a failed dynamic import says which file it wanted, and whether it was a style. */
export function describeFailedImport(message: string): { request: string | undefined; isStyle: boolean } {
  const url = /(https?:\/\/\S+|\/assets\/\S+)/.exec(message)?.[1];
  return { request: url, isStyle: /preload CSS|\.css\b/.test(message) };
}

/** The chunk id is the file name without its folder and extension, as the bundler names it. */
export function chunkIdFromRequest(request: string): string {
  const fileName = request.split(/[?#]/)[0]?.split('/').pop() ?? request;
  return fileName.replace(/\.(js|mjs|css)$/, '');
}

/**
 * Classifies a failure: the timer fired -> timeout; the server answers 404 for the file -> missing
 * (typically an old chunk after a new version was deployed); anything else -> other.
 */
export function classifyChunkFailure(facts: {
  timedOut: boolean;
  probeStatus: number | undefined;
}): ChunkLoadErrorType {
  if (facts.timedOut) return 'timeout';
  if (facts.probeStatus === 404) return 'missing';
  return 'other';
}
