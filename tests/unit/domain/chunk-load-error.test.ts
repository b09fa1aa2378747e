import { describe, expect, it } from 'vitest';
import {
  ChunkLoadError,
  chunkIdFromRequest,
  classifyChunkFailure,
  describeFailedImport,
  isChunkLoadError,
} from '../../../src/domain/errors/chunk-load-error';

describe('ChunkLoadError', () => {
  it("is named ChunkLoadError with the message 'Loading chunk {id} failed'", () => {
    const error = new ChunkLoadError('help-page-1a2b', 'missing', '/assets/help-page-1a2b.js');
    expect(error.name).toBe('ChunkLoadError');
    expect(error.message).toBe('Loading chunk help-page-1a2b failed');
    expect(error).toMatchObject({ type: 'missing', request: '/assets/help-page-1a2b.js', code: undefined });
    expect(isChunkLoadError(error)).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk x failed'))).toBe(false);
  });

  it('a style chunk failure carries the code CSS_CHUNK_LOAD_FAILED', () => {
    const error = new ChunkLoadError('home-page-9f', 'other', '/assets/home-page-9f.css', true);
    expect(error.code).toBe('CSS_CHUNK_LOAD_FAILED');
  });

  it.each([
    [{ timedOut: true, probeStatus: 404 }, 'timeout'],
    [{ timedOut: false, probeStatus: 404 }, 'missing'],
    [{ timedOut: false, probeStatus: 200 }, 'other'],
    [{ timedOut: false, probeStatus: undefined }, 'other'],
  ] as const)('classifies %j as %s', (facts, type) => {
    expect(classifyChunkFailure(facts)).toBe(type);
  });

  it('reads the failed file from the browser message', () => {
    expect(
      describeFailedImport('Failed to fetch dynamically imported module: http://localhost:8080/assets/help-page-Cj.js'),
    ).toEqual({ request: 'http://localhost:8080/assets/help-page-Cj.js', isStyle: false });
    expect(describeFailedImport('Unable to preload CSS for /assets/home-page-9f.css')).toEqual({
      request: '/assets/home-page-9f.css',
      isStyle: true,
    });
    expect(describeFailedImport('Importing a module script failed.').request).toBeUndefined();
  });

  it('names the chunk after its file', () => {
    expect(chunkIdFromRequest('http://localhost:8080/assets/help-page-Cj.js?retry=2')).toBe('help-page-Cj');
  });
});
