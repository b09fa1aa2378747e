/**
 * A refusal found inside a transaction (a duplicate login, an unknown market, a record of
 * someone else): throwing it rolls the transaction back, and the problem-details handler
 * answers with its status and message, so nothing is half-written and the client is told why.
 */
export class ClientError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'ClientError';
  }
}
