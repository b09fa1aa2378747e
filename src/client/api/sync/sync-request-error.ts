/** Why sending the outbox failed, and whether the same request may succeed later. */
export class SyncRequestError extends Error {
  constructor(
    message: string,
    /** True for no network, a timeout, 408, 429 and 5xx: the same request may succeed later. */
    readonly retryable: boolean,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'SyncRequestError';
  }
}
