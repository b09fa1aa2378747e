import { describe, expect, it } from 'vitest';
import {
  noSelection,
  selectCallout,
  selectPartNumber,
  selectRow,
} from '../../../../src/domain/catalogue/page-selection';
import { shownParts } from '../../../../src/domain/catalogue/shown-parts';

const parts = [
  { callOutCode: '1', partNumber: 'AB-100', applicableInd: true },
  { callOutCode: '2', partNumber: 'AB-200', applicableInd: false },
  { callOutCode: '2', partNumber: 'AB-201', applicableInd: true },
  { callOutCode: '3', partNumber: 'AB-100', applicableInd: true },
];

const ids = (set: ReadonlySet<unknown>) => [...set];

describe('the rows a page shows', () => {
  it.each([
    ['no vehicle decoded: every row', false, false, [0, 1, 2, 3], 0],
    ['no vehicle decoded, toggle on: every row', false, true, [0, 1, 2, 3], 0],
    ['vehicle decoded: only rows that fit', true, false, [0, 2, 3], 1],
    ['vehicle decoded, show non-applicable parts: every row', true, true, [0, 1, 2, 3], 0],
  ])('%s', (_, vehicleDecoded, showNonApplicable, expected, hidden) => {
    const { rows, hiddenCount } = shownParts(parts, { vehicleDecoded, showNonApplicable });
    expect(rows.map((row) => row.index)).toEqual(expected);
    expect(hiddenCount).toBe(hidden);
  });
});

describe('selecting on a page', () => {
  const { rows } = shownParts(parts, { vehicleDecoded: false, showNonApplicable: false });

  it('a callout selects every row with its code', () => {
    const selection = selectCallout(rows, '2');
    expect(ids(selection.rows)).toEqual([1, 2]);
    expect(ids(selection.callouts)).toEqual(['2']);
  });

  it('a callout whose rows are all hidden is still highlighted', () => {
    const fitting = shownParts(parts, { vehicleDecoded: true, showNonApplicable: false }).rows;
    expect(ids(selectCallout(fitting, '2').rows)).toEqual([2]);
    expect(
      ids(
        selectCallout(
          fitting.filter((row) => row.callOutCode !== '2'),
          '2',
        ).callouts,
      ),
    ).toEqual(['2']);
  });

  it('a row selects itself and its callout', () => {
    const selection = selectRow(rows[2]!);
    expect(ids(selection.rows)).toEqual([2]);
    expect(ids(selection.callouts)).toEqual(['2']);
  });

  it('a part number (a search highlight) selects its rows and their callouts, ignoring case and spaces', () => {
    const selection = selectPartNumber(rows, ' ab-100 ');
    expect(ids(selection.rows)).toEqual([0, 3]);
    expect(ids(selection.callouts)).toEqual(['1', '3']);
  });

  it('a part number the page does not show selects nothing', () => {
    expect(selectPartNumber(rows, 'ZZ-999')).toEqual(noSelection);
  });

  it('a current part no page shows selects the rows of the part it replaces (issue 20)', () => {
    const withSuperseded = [
      { index: 0, callOutCode: '1', partNumber: 'AB-100' },
      { index: 1, callOutCode: '4', partNumber: 'AB-300', replacedBy: { current: [{ partNumber: 'KIT-1' }] } },
    ];
    expect(selectPartNumber(withSuperseded, 'kit-1')).toEqual({ rows: new Set([1]), callouts: new Set(['4']) });
    expect(selectPartNumber(withSuperseded, 'AB-300').rows).toEqual(new Set([1]));
  });
});
