/**
 * A policy the footer shows (GET /api/policy-documents/{name}, a PDF). Public, so no token is
 * sent; the service worker keeps the ones opened, so they open offline once seen.
 */
import type { PolicyDocumentName } from '../../domain/shell/policy-documents';
import { ownServer } from './http-client';

export function fetchPolicyDocument(name: PolicyDocumentName, signal?: AbortSignal): Promise<Blob> {
  return ownServer.get(`api/policy-documents/${name}`, { signal, timeout: 30_000 }).blob();
}
