/**
 * The ky instance for the product's own server. Every request that fails for want of a
 * network, and every one that gets through, is reported, so the connectivity machine does not
 * have to trust navigator.onLine alone.
 */
import ky, { HTTPError, TimeoutError } from 'ky';
import { servedFromCacheHeader, servedFromCacheReason } from '../../domain/offline/served-from-cache';
import { rememberIfUncontrolled } from '../pwa/first-visit-answers';
import { attachProblem } from './problem-details';

type ReachabilityListener = (reachable: boolean) => void;
const listeners = new Set<ReachabilityListener>();

/** Subscribes to "a request reached the server" / "a request found no network". */
export function onServerReachability(listener: ReachabilityListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reportReachability(reachable: boolean): void {
  for (const listener of listeners) listener(reachable);
}

/** A fetch that rejects or times out (rather than answering with a status) means no network. */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError || error instanceof TimeoutError;
}

/** Whether the service answered 404, e.g. for an unknown catHieId. */
export function isNotFound(error: unknown): boolean {
  return error instanceof HTTPError && error.response.status === 404;
}

/**
 * What an answer says about the network: true when it came through it, false when the service
 * worker answered from its cache because the network failed (a network-first fallback), and
 * undefined when it says nothing: an answer the worker keeps and serves anyway, or any answer
 * while the browser knows it has no network at all (that came from the browser's own HTTP
 * cache; reference lists such as the languages are cacheable for an hour).
 */
export function reachabilityShownBy(response: Response): boolean | undefined {
  const fromCache = servedFromCacheReason(response.headers.get(servedFromCacheHeader));
  if (fromCache === 'network-failed') return false;
  if (fromCache === 'kept' || globalThis.navigator?.onLine === false) return undefined;
  return true;
}

function reportReachabilityShownBy(response: Response): void {
  const reachable = reachabilityShownBy(response);
  if (reachable !== undefined) reportReachability(reachable);
}

/**
 * A ky instance for one service on the app's origin. Every service client reports whether
 * the network answered; none retries by itself (spec: no retry). Each error it throws carries
 * the answer's parsed body (problemOf); hooks added by extend run after that.
 */
export function serviceClient(pathPrefix: string) {
  return ky.create({
    // Absolute, so the same client works wherever a Request needs a full URL.
    prefixUrl: new URL(pathPrefix, globalThis.location.href).href,
    retry: 0,
    timeout: 15_000,
    hooks: {
      afterResponse: [
        (_request, _options, response) => reportReachabilityShownBy(response),
        (request, _options, response) => rememberIfUncontrolled(request, response),
      ],
      beforeError: [attachProblem],
    },
    fetch: async (input, init) => {
      try {
        return await fetch(input, init);
      } catch (error) {
        if (isNetworkFailure(error)) reportReachability(false);
        throw error;
      }
    },
  });
}

export const ownServer = serviceClient('/');
