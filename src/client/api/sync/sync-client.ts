/**
 * POST /api/sync/operations: sends a batch of the outbox and answers the server's reply.
 * A 401 (the access token expired or was revoked before the app noticed) renews the token
 * through the session and sends the same batch once more; the keys make that safe. Failures
 * come out as SyncRequestError saying whether trying again later can help.
 */
import { HTTPError } from 'ky';
import type { SyncOperation, SyncReply, SyncRequest } from '../../../domain/sync/sync-contracts';
import { authorisedServiceClient } from '../authorised-client';
import { isNetworkFailure } from '../http-client';
import { problemOf } from '../problem-details';
import { SyncRequestError } from './sync-request-error';

const syncService = authorisedServiceClient('/api/sync/');

export interface SendOptions {
  /** Gets a new access token (the session refreshes); called at most once per send. */
  renewAccessToken?: () => Promise<unknown>;
}

export async function sendOperations(
  operations: SyncOperation[],
  { renewAccessToken }: SendOptions = {},
): Promise<SyncReply> {
  const post = () => syncService.post('operations', { json: { operations } satisfies SyncRequest }).json<SyncReply>();
  try {
    try {
      return await post();
    } catch (error) {
      if (!(renewAccessToken && error instanceof HTTPError && error.response.status === 401)) throw error;
      await renewAccessToken();
      return await post();
    }
  } catch (error) {
    throw asSyncRequestError(error);
  }
}

const retryableStatus = (status: number) => status >= 500 || status === 408 || status === 429;

function asSyncRequestError(error: unknown): SyncRequestError {
  if (isNetworkFailure(error)) return new SyncRequestError('The server could not be reached.', true);
  if (error instanceof HTTPError) {
    const { status } = error.response;
    return new SyncRequestError(problemDetail(error), retryableStatus(status), status);
  }
  return new SyncRequestError(error instanceof Error ? error.message : String(error), false);
}

/** The server's problem details say what went wrong in plain words; without them (e.g. a proxy's error page) the status says enough. */
function problemDetail(error: HTTPError): string {
  const detail = problemOf(error)?.detail;
  if (detail !== undefined && detail !== '') return detail;
  return `The server answered ${error.response.status} ${error.response.statusText}`.trim();
}
