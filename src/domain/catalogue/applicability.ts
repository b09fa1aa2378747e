/**
 * Which parts on a page fit the decoded vehicle (issue 4, illustration display). A part's
 * rule is a list of groups that must all match; a group names one feature code or several
 * alternatives separated by '|':
 *
 *   ['LHD', 'ENG-20D|ENG-30D']  fits a left-hand-drive car with either diesel engine
 *   []                          fits every vehicle
 *
 * Codes compare trimmed and case-insensitively, and empty groups or alternatives are ignored,
 * so a stray separator in the data never hides a part.
 */

export type FeatureRule = readonly string[];

/** null: no vehicle decoded (browsing by model), so every part counts as applicable. */
export type VehicleFeatureCodes = readonly string[] | null;

export interface PagePartRow {
  featureRule: FeatureRule;
  isDuplicate?: boolean;
}

export type VisibleRow<Row extends PagePartRow> = Row & { applicable: boolean; isDuplicate: boolean };

export interface VisibleRowsOptions {
  vehicleFeatureCodes: VehicleFeatureCodes;
  /** The 'show non-applicable parts' toggle. */
  showNonApplicable: boolean;
}

const normaliseCode = (code: string) => code.trim().toUpperCase();

export function isApplicable(partFeatureRule: FeatureRule, vehicleFeatureCodes: VehicleFeatureCodes): boolean {
  if (vehicleFeatureCodes === null) return true;
  const vehicle = new Set(vehicleFeatureCodes.map(normaliseCode));
  return partFeatureRule.every((group) => {
    const alternatives = group
      .split('|')
      .map(normaliseCode)
      .filter((code) => code !== '');
    return alternatives.length === 0 || alternatives.some((code) => vehicle.has(code));
  });
}

/**
 * The rows the parts list shows, in their order, each marked applicable or not. Duplicates
 * stay in the list, marked, because the technician still needs to see that the part appears
 * twice on the page.
 */
export function visibleRows<Row extends PagePartRow>(
  rows: readonly Row[],
  { vehicleFeatureCodes, showNonApplicable }: VisibleRowsOptions,
): VisibleRow<Row>[] {
  return rows
    .map((row) => ({
      ...row,
      applicable: isApplicable(row.featureRule, vehicleFeatureCodes),
      isDuplicate: row.isDuplicate === true,
    }))
    .filter((row) => showNonApplicable || row.applicable);
}
