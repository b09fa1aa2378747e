/**
 * A tiny seeded pseudo-random generator (mulberry32): the same seed always yields the same
 * sequence, so demo data is reproducible. Not for anything secret.
 */
export type RandomSource = () => number;

/** Answers numbers in [0, 1). */
export function mulberry32(seed: number): RandomSource {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export function pickOne<T>(random: RandomSource, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('Cannot pick from an empty list.');
  return item;
}
