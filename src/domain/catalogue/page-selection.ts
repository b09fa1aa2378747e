/**
 * Which rows of a page's parts list and which callouts of its illustration are selected. The
 * two select each other: a callout selects every row with its callout code, a row selects its
 * own callout, and a part number (a search result's ?highlight=) selects its rows and callouts.
 */

export interface SelectableRow {
  /** Position in the page's full parts list, which stays the same when rows are hidden. */
  index: number;
  callOutCode: string;
  partNumber: string;
  /** Where a superseded part's chain ends (issue 20): the row stands for those parts too. */
  replacedBy?: { current: readonly { partNumber: string }[] };
}

export interface PartSelection {
  rows: ReadonlySet<number>;
  callouts: ReadonlySet<string>;
}

export const noSelection: PartSelection = { rows: new Set(), callouts: new Set() };

/** Every shown row with the callout code; the callout is selected even when none is shown. */
export function selectCallout(rows: readonly SelectableRow[], callOutCode: string): PartSelection {
  return {
    rows: new Set(rows.filter((row) => row.callOutCode === callOutCode).map((row) => row.index)),
    callouts: new Set([callOutCode]),
  };
}

export function selectRow(row: SelectableRow): PartSelection {
  return { rows: new Set([row.index]), callouts: new Set([row.callOutCode]) };
}

const normalisePartNumber = (partNumber: string) => partNumber.trim().toUpperCase();

/** The rows showing the part number, or a part it replaced, and their callouts; nothing when the page shows neither. */
export function selectPartNumber(rows: readonly SelectableRow[], partNumber: string): PartSelection {
  const wanted = normalisePartNumber(partNumber);
  // A current part no page shows is found where the part it replaces is (issue 20).
  const matching = rows.filter(
    (row) =>
      normalisePartNumber(row.partNumber) === wanted ||
      row.replacedBy?.current.some((part) => normalisePartNumber(part.partNumber) === wanted) === true,
  );
  return {
    rows: new Set(matching.map((row) => row.index)),
    callouts: new Set(matching.map((row) => row.callOutCode)),
  };
}
