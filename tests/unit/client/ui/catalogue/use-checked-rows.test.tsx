// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useCheckedRows } from '../../../../../src/client/features/catalogue/use-checked-rows';

afterEach(cleanup);

const row = (index: number) => ({ index, callOutCode: String(index + 1), partNumber: `LR${index}` });
const all = [row(0), row(1), row(2)];

describe('useCheckedRows', () => {
  it('checks and unchecks rows, and answers the checked ones in the list order', () => {
    const { result } = renderHook(() => useCheckedRows(all));
    act(() => result.current.toggleChecked(all[2]!));
    act(() => result.current.toggleChecked(all[0]!));
    expect(result.current.checkedParts.map((part) => part.partNumber)).toEqual(['LR0', 'LR2']);
    act(() => result.current.toggleChecked(all[2]!));
    expect(result.current.checkedParts.map((part) => part.partNumber)).toEqual(['LR0']);
    act(() => result.current.clearChecked());
    expect(result.current.checkedRows.size).toBe(0);
  });

  it('checks every shown row, or none when all are checked', () => {
    const { result } = renderHook(() => useCheckedRows(all));
    act(() => result.current.toggleChecked(all[1]!));
    act(() => result.current.toggleAllChecked());
    expect(result.current.checkedParts).toHaveLength(3);
    act(() => result.current.toggleAllChecked());
    expect(result.current.checkedParts).toHaveLength(0);
  });

  it('leaves a checked row that is hidden out of what is added', () => {
    const { result, rerender } = renderHook(({ rows }) => useCheckedRows(rows), { initialProps: { rows: all } });
    act(() => result.current.toggleAllChecked());
    rerender({ rows: [all[0]!, all[2]!] });
    expect(result.current.checkedParts.map((part) => part.partNumber)).toEqual(['LR0', 'LR2']);
  });
});
