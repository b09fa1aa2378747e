/**
 * The spec's query defaults (shell spec, section 9: "no retry, stale time 2000 ms") for the
 * screens' reads. An answer stays fresh for 2 s after it arrives: a screen that asks the same
 * question inside that time (going back a level, a panel opened again, React's development
 * double mount) draws the answer held and sends nothing, and a second asker while a question is
 * on its way shares its request. A failure is never held, so the next asker asks again; nothing
 * here asks twice by itself (no retry).
 *
 * Only reads that nothing in the same tab changes come through here: the catalogue and the
 * shell's public texts. Reads that ask again on purpose (an EU download's progress, the sync
 * pull), the user's own data and anything a write changes go straight to their service.
 * Answers asked for as one user are forgotten when the session ends (session-effects.ts).
 */

/** How long an answer counts as fresh (shell spec, section 9). */
export const queryStaleTimeMs = 2_000;

interface HeldAnswer {
  answer: Promise<unknown>;
  /** Set when the answer arrives; freshness counts from then. */
  arrivedAt?: number;
  value?: unknown;
}

export interface FreshAnswers {
  /** The fresh answer to the question `key` names: held, on its way, or asked now with `ask`. */
  ask<T>(key: string, ask: () => Promise<T>): Promise<T>;
  /** The answer held for `key` if it has arrived and is fresh: what a first render can draw. */
  held<T>(key: string): { value: T } | undefined;
  /** Forgets every answer held; questions on their way are asked again by the next asker. */
  forget(): void;
}

export function createFreshAnswers(staleTimeMs = queryStaleTimeMs, now = () => performance.now()): FreshAnswers {
  const answers = new Map<string, HeldAnswer>();

  const isFresh = ({ arrivedAt }: HeldAnswer) => arrivedAt === undefined || now() - arrivedAt < staleTimeMs;

  // Dropping what went stale whenever something is asked keeps the map to what arrived in the
  // last 2 s plus what is on its way, however long the app runs.
  const dropStale = () => {
    for (const [key, held] of answers) if (!isFresh(held)) answers.delete(key);
  };

  return {
    ask<T>(key: string, ask: () => Promise<T>): Promise<T> {
      dropStale();
      const held = answers.get(key);
      if (held) return held.answer as Promise<T>;
      const asked: HeldAnswer = { answer: ask() };
      asked.answer.then(
        (value) => {
          asked.arrivedAt = now();
          asked.value = value;
        },
        // The askers handle the failure; it only stops being shared.
        () => {
          if (answers.get(key) === asked) answers.delete(key);
        },
      );
      answers.set(key, asked);
      return asked.answer as Promise<T>;
    },
    held<T>(key: string): { value: T } | undefined {
      const held = answers.get(key);
      if (held?.arrivedAt === undefined || !isFresh(held)) return undefined;
      return { value: held.value as T };
    },
    forget() {
      answers.clear();
    },
  };
}

/** The app's one set of fresh answers. */
export const freshAnswers = createFreshAnswers();
