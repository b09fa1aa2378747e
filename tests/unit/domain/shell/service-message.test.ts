import { describe, expect, it } from 'vitest';
import { isServiceMessageActive } from '../../../../src/domain/shell/service-message';

const now = new Date('2026-11-22T10:00:00.000Z');
const window = { c_startDate: '2026-11-22T09:00:00.000Z', c_endDate: '2026-11-22T11:00:00.000Z' };

describe('isServiceMessageActive: "Active when status is true and now lies between the start and end date" (catalogue spec, 4)', () => {
  it.each([
    ['status true, now inside the window', { c_status: true, ...window }, true],
    ['status false, now inside the window', { c_status: false, ...window }, false],
    ['status missing', { ...window }, false],
    ['status the string "true" (not the boolean the spec names)', { c_status: 'true', ...window }, false],
    [
      'the window has not started',
      { c_status: true, c_startDate: '2026-11-22T10:00:00.001Z', c_endDate: window.c_endDate },
      false,
    ],
    [
      'the window is over',
      { c_status: true, c_startDate: window.c_startDate, c_endDate: '2026-11-22T09:59:59.999Z' },
      false,
    ],
  ])('%s -> %s', (_, message, expected) => {
    expect(isServiceMessageActive(message, now)).toBe(expected);
  });

  it('counts both ends as inside: active at the start instant and at the end instant', () => {
    expect(
      isServiceMessageActive({ c_status: true, c_startDate: now.toISOString(), c_endDate: window.c_endDate }, now),
    ).toBe(true);
    expect(
      isServiceMessageActive({ c_status: true, c_startDate: window.c_startDate, c_endDate: now.toISOString() }, now),
    ).toBe(true);
  });

  it('compares instants, whatever the time zone a date is written in', () => {
    const inBerlin = {
      c_status: true,
      c_startDate: '2026-11-22T10:30:00+01:00',
      c_endDate: '2026-11-22T12:00:00+01:00',
    };
    expect(isServiceMessageActive(inBerlin, now)).toBe(true);
  });

  describe('missing dates (our choice: the status switch decides, the window is open on that side)', () => {
    it.each([
      ['no start date', { c_status: true, c_endDate: window.c_endDate }, true],
      ['no end date', { c_status: true, c_startDate: window.c_startDate }, true],
      ['neither date', { c_status: true }, true],
      ['null and empty dates', { c_status: true, c_startDate: null, c_endDate: '' }, true],
      ['no start date but already over', { c_status: true, c_endDate: '2026-11-21T00:00:00.000Z' }, false],
      ['neither date, switched off', { c_status: false }, false],
    ])('%s -> %s', (_, message, expected) => {
      expect(isServiceMessageActive(message, now)).toBe(expected);
    });

    it('treats a date that cannot be read as inactive, so a typo never shows a message for ever', () => {
      expect(
        isServiceMessageActive({ c_status: true, c_startDate: 'next Monday', c_endDate: window.c_endDate }, now),
      ).toBe(false);
      expect(
        isServiceMessageActive({ c_status: true, c_startDate: window.c_startDate, c_endDate: '31/12/2026' }, now),
      ).toBe(false);
    });
  });
});
