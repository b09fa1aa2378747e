/**
 * The message a page sends its service worker once the worker controls it: the answers the
 * page got before that, which the worker never saw. The worker keeps those its cache policy
 * allows (sw/first-visit-answers.ts), so the first page a new visitor opened also opens offline.
 */
export const keepFirstVisitAnswersType = 'KEEP_FIRST_VISIT_ANSWERS';

export interface HandedOverAnswer {
  url: string;
  method: string;
  /** The body of a POST (catalogue queries are kept under a hash of it); null for a GET. */
  requestBody: string | null;
  status: number;
  headers: Array<[string, string]>;
  body: ArrayBuffer;
}

export interface KeepFirstVisitAnswersMessage {
  type: typeof keepFirstVisitAnswersType;
  answers: HandedOverAnswer[];
}

function isHandedOverAnswer(value: unknown): value is HandedOverAnswer {
  if (typeof value !== 'object' || value === null) return false;
  const answer = value as Record<string, unknown>;
  return (
    typeof answer.url === 'string' &&
    (answer.method === 'GET' || answer.method === 'POST') &&
    (answer.requestBody === null || typeof answer.requestBody === 'string') &&
    typeof answer.status === 'number' &&
    Array.isArray(answer.headers) &&
    answer.headers.every(
      (pair) => Array.isArray(pair) && pair.length === 2 && pair.every((part) => typeof part === 'string'),
    ) &&
    answer.body instanceof ArrayBuffer
  );
}

/**
 * The answers of a hand-over message, each taken only in exactly the shape above (anything
 * else is left out); an empty list for any other message.
 */
export function handedOverAnswers(message: unknown): HandedOverAnswer[] {
  if (typeof message !== 'object' || message === null) return [];
  const { type, answers } = message as Record<string, unknown>;
  if (type !== keepFirstVisitAnswersType || !Array.isArray(answers)) return [];
  return answers.filter(isHandedOverAnswer);
}
