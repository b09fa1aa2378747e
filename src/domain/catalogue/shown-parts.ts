/**
 * Which rows of a page's parts list are shown (catalogue spec, section 2 and issue 4, illustration
 * display). Applicability is the server's (applicableInd, worked out from the decoded VIN's
 * feature codes). Without a decoded vehicle every row shows; with one, rows that do not fit
 * show only while 'show non-applicable parts' is on.
 */
import type { SelectableRow } from './page-selection';

export interface ShowablePart {
  callOutCode: string;
  partNumber: string;
  applicableInd: boolean;
}

export type ShownPart<Part extends ShowablePart> = Part & SelectableRow;

export interface ShownParts<Part extends ShowablePart> {
  rows: ShownPart<Part>[];
  /** Rows left out because they do not fit the vehicle. */
  hiddenCount: number;
}

export function shownParts<Part extends ShowablePart>(
  parts: readonly Part[],
  { vehicleDecoded, showNonApplicable }: { vehicleDecoded: boolean; showNonApplicable: boolean },
): ShownParts<Part> {
  const rows = parts
    .map((part, index) => ({ ...part, index }))
    .filter((part) => !vehicleDecoded || showNonApplicable || part.applicableInd);
  return { rows, hiddenCount: parts.length - rows.length };
}
