/** A stable number from a text (FNV-1a), so generated artwork is the same for the same data on every server. */
export function seedOf(text: string): number {
  let hash = 2_166_136_261;
  for (const char of text) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 16_777_619);
  return hash >>> 0;
}

/** One of a list by a seed, so the same seed always picks the same item. */
export function pick<T>(items: readonly [T, ...T[]], n: number): T {
  return items[n % items.length] ?? items[0];
}
