import { describe, expect, it } from 'vitest';
import { isApplicable, visibleRows } from '../../../../src/domain/catalogue/applicability';
import type { FeatureRule, VehicleFeatureCodes } from '../../../../src/domain/catalogue/applicability';

const dieselLhd = ['LHD', 'DIESEL', 'ENG-20D', 'AWD'];

describe('isApplicable: every group must match; a group matches when any of its alternatives does', () => {
  it.each<[FeatureRule, VehicleFeatureCodes, boolean, string]>([
    [[], dieselLhd, true, 'an empty rule fits every vehicle'],
    [['LHD'], dieselLhd, true, 'one code the vehicle has'],
    [['RHD'], dieselLhd, false, 'one code the vehicle lacks'],
    [['LHD', 'DIESEL'], dieselLhd, true, 'all codes present'],
    [['LHD', 'PETROL'], dieselLhd, false, 'one of two codes missing'],
    [['ENG-20D|ENG-30D'], dieselLhd, true, 'first alternative present'],
    [['ENG-30D|ENG-20D'], dieselLhd, true, 'second alternative present'],
    [['ENG-30D|ENG-50P'], dieselLhd, false, 'no alternative present'],
    [['LHD', 'ENG-20D|ENG-30D'], dieselLhd, true, 'a code and a group of alternatives'],
    [['RHD', 'ENG-20D|ENG-30D'], dieselLhd, false, 'alternatives match but a code does not'],
    [[' lhd ', 'eng-30d | eng-20d'], dieselLhd, true, 'trimmed and case-insensitive'],
    [['LHD', ''], dieselLhd, true, 'an empty group is ignored'],
    [['|'], dieselLhd, true, 'a group of empty alternatives is ignored'],
    [['ENG-30D||ENG-20D'], dieselLhd, true, 'an empty alternative is ignored'],
    [['LHD'], [], false, 'a decoded vehicle without features'],
    [[], [], true, 'an empty rule on a vehicle without features'],
    [['LHD'], [' lhd'], true, "the vehicle's codes are normalised too"],
    [['RHD', 'PETROL'], null, true, 'no vehicle decoded: everything applies'],
  ])('%j on %j -> %s (%s)', (rule, vehicle, expected) => {
    expect(isApplicable(rule, vehicle)).toBe(expected);
  });
});

const rows = [
  { callOutCode: '1', featureRule: ['LHD'] },
  { callOutCode: '2', featureRule: ['RHD'] },
  { callOutCode: '3', featureRule: [], isDuplicate: true },
  { callOutCode: '4', featureRule: ['ENG-30D|ENG-50P'], isDuplicate: false },
  { callOutCode: '5', featureRule: ['RHD'], isDuplicate: true },
];

const summary = (visible: ReturnType<typeof visibleRows<(typeof rows)[number]>>) =>
  visible.map(({ callOutCode, applicable, isDuplicate }) => [callOutCode, applicable, isDuplicate]);

describe('visibleRows', () => {
  it.each<[string, VehicleFeatureCodes, boolean, [string, boolean, boolean][]]>([
    [
      'a decoded vehicle hides non-applicable rows',
      dieselLhd,
      false,
      [
        ['1', true, false],
        ['3', true, true],
      ],
    ],
    [
      "'show non-applicable parts' keeps them, marked",
      dieselLhd,
      true,
      [
        ['1', true, false],
        ['2', false, false],
        ['3', true, true],
        ['4', false, false],
        ['5', false, true],
      ],
    ],
    [
      'no vehicle decoded: every row applies',
      null,
      false,
      [
        ['1', true, false],
        ['2', true, false],
        ['3', true, true],
        ['4', true, false],
        ['5', true, true],
      ],
    ],
  ])('%s', (_case, vehicleFeatureCodes, showNonApplicable, expected) => {
    expect(summary(visibleRows(rows, { vehicleFeatureCodes, showNonApplicable }))).toEqual(expected);
  });

  it('keeps the other fields of each row and leaves the input untouched', () => {
    const input = [{ callOutCode: '7', partNumber: 'AB123', featureRule: ['LHD'] }];
    expect(visibleRows(input, { vehicleFeatureCodes: dieselLhd, showNonApplicable: false })).toEqual([
      { callOutCode: '7', partNumber: 'AB123', featureRule: ['LHD'], applicable: true, isDuplicate: false },
    ]);
    expect(input).toEqual([{ callOutCode: '7', partNumber: 'AB123', featureRule: ['LHD'] }]);
  });

  it('an empty page gives an empty list', () => {
    expect(visibleRows([], { vehicleFeatureCodes: dieselLhd, showNonApplicable: false })).toEqual([]);
  });
});
