/**
 * A route's page, loaded on first visit. A load that fails for want of the network (or of the
 * file, after a new version replaced it) becomes a ChunkLoadError, which the shell shows as the
 * offline screen; the next render after that tries the load again.
 */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import {
  ChunkLoadError,
  chunkIdFromRequest,
  chunkLoadTimeoutMs,
  classifyChunkFailure,
  describeFailedImport,
} from '../../../domain/errors/chunk-load-error';
import { probeChunkStatus } from '../../api/probe-chunk';

type PageModule = { default: ComponentType };

/** Browsers word a failed module fetch differently; an error thrown by the module itself is none of these. */
const failedFetchMessages = /dynamically imported module|Importing a module script failed|error loading dynamically|preload CSS/i;

class ChunkTimeout extends Error {}

function withTimeout(load: Promise<PageModule>): Promise<PageModule> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkTimeout()), chunkLoadTimeoutMs);
  });
  return Promise.race([load, timeout]).finally(() => clearTimeout(timer));
}

async function toChunkLoadError(pageName: string, error: unknown): Promise<unknown> {
  const timedOut = error instanceof ChunkTimeout;
  const message = error instanceof Error ? error.message : String(error);
  if (!timedOut && !failedFetchMessages.test(message)) return error;
  const { request, isStyle } = describeFailedImport(message);
  const probeStatus = request ? await probeChunkStatus(request) : undefined;
  const chunkId = request ? chunkIdFromRequest(request) : pageName;
  return new ChunkLoadError(chunkId, classifyChunkFailure({ timedOut, probeStatus }), request ?? pageName, isStyle);
}

export function lazyPage(pageName: string, load: () => Promise<PageModule>): ComponentType {
  let Page: LazyExoticComponent<ComponentType> = makeLazy();

  function makeLazy(): LazyExoticComponent<ComponentType> {
    return lazy(() =>
      withTimeout(load()).catch(async (error: unknown) => {
        // React keeps a rejected lazy component rejected; a fresh one lets Retry load again.
        Page = makeLazy();
        throw await toChunkLoadError(pageName, error);
      }),
    );
  }

  function LazyPage() {
    return <Page />;
  }
  LazyPage.displayName = `LazyPage(${pageName})`;
  return LazyPage;
}
