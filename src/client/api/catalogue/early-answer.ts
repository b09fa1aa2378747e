/**
 * One answer asked for as the app starts, for the page it opens (issue 19): the level a
 * catalogue page shows is asked for beside the page's code and the translations, instead of
 * after the page's first render. On a reload the page then draws with its data at once, and
 * /home's model pictures are asked for sooner. The page takes the answer once; a later visit
 * asks afresh.
 */

/** How long an answer asked for at start waits for its page; after that, the page asks again. */
const earlyAnswerLifetimeMs = 30_000;

interface EarlyAnswer {
  key: string;
  askedAt: number;
  answer: Promise<unknown>;
  settled?: { value: unknown };
}

let earlyAnswer: EarlyAnswer | undefined;

/** Keeps the answer to the query `key` stands for, replacing any kept before. */
export function keepEarlyAnswer(key: string, answer: Promise<unknown>): void {
  const asked: EarlyAnswer = { key, askedAt: performance.now(), answer };
  // A failure is the page's to handle, when it takes the answer (it asks again).
  answer.then(
    (value) => (asked.settled = { value }),
    () => undefined,
  );
  earlyAnswer = asked;
}

function keptFor(key: string): EarlyAnswer | undefined {
  if (earlyAnswer?.key !== key) return undefined;
  if (performance.now() - earlyAnswer.askedAt > earlyAnswerLifetimeMs) {
    earlyAnswer = undefined;
    return undefined;
  }
  return earlyAnswer;
}

/** The answer for `key` if it has already arrived, without taking it: what a first render can draw. */
export function arrivedEarlyAnswer<T>(key: string): T | undefined {
  return keptFor(key)?.settled?.value as T | undefined;
}

/** The answer for `key`, arrived or not, taken: the next call for it gets nothing. */
export function takeEarlyAnswer<T>(key: string): Promise<T> | undefined {
  const asked = keptFor(key);
  if (asked) earlyAnswer = undefined;
  return asked?.answer as Promise<T> | undefined;
}
