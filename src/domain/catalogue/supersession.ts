/**
 * Supersessions (issue 20, beyond the spec): a part replaced by a newer number, that one by
 * another, and so on; a kit may replace several parts, and one part may be replaced by
 * several. The catalogue keeps each step as an edge (part -> its direct replacement); what a
 * user needs is the end of the chain: the part(s) to order today.
 */

/** A part that takes a superseded part's place today, described in the caller's language. */
export interface CurrentPart {
  partNumber: string;
  description: string;
}

/**
 * Added as `replacedBy` to the spec's part records (page parts, search results, part
 * details) when the part is superseded; absent when it is current (docs/decisions.md).
 */
export interface PartReplacement {
  /** The end of the chain: one part, a kit, or the several parts that together replace it. */
  current: CurrentPart[];
  /** Every number after the part, in the order the chain reaches them, the current ones last. */
  chain: string[];
}

/** Direct replacements by part number, in the catalogue's order. */
export type SupersessionEdges = ReadonlyMap<string, readonly string[]>;

export interface ResolvedChain {
  /** The part numbers at the end of the chain, in the order they were reached. */
  current: string[];
  /** Every number reached after the start, in the order reached. */
  chain: string[];
}

/**
 * Follows a part's replacements to their end, breadth first. Bad data may loop (A -> B -> A):
 * every number is visited once, so a loop ends the walk instead of hanging it, and a number
 * whose every way forward loops back has no end to offer. Undefined when the part is current
 * (no replacement) or its chain only loops.
 */
export function resolveSupersession(partNumber: string, edges: SupersessionEdges): ResolvedChain | undefined {
  const first = edges.get(partNumber);
  if (first === undefined || first.length === 0) return undefined;
  const seen = new Set<string>([partNumber]);
  const chain: string[] = [];
  const current: string[] = [];
  const queue = [...first];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    if (seen.has(next)) continue;
    seen.add(next);
    chain.push(next);
    const onwards = edges.get(next) ?? [];
    if (onwards.length === 0) current.push(next);
    else queue.push(...onwards);
  }
  if (current.length === 0) return undefined;
  // The current numbers close the chain, so 'A -> B -> C' reads in the order of replacement.
  return { current, chain: [...chain.filter((number) => !current.includes(number)), ...current] };
}

/** Edges as a map, from rows of (part, direct replacement) in the catalogue's order. */
export function supersessionEdges(rows: readonly { partNumber: string; replacedBy: string }[]): SupersessionEdges {
  const edges = new Map<string, string[]>();
  for (const { partNumber, replacedBy } of rows) {
    const list = edges.get(partNumber) ?? [];
    if (list.length === 0) edges.set(partNumber, list);
    list.push(replacedBy);
  }
  return edges;
}
