import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { isQuotaError } from '../../../../src/client/store/storage-errors';

const browserQuota = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

describe('telling a full device from other storage failures', () => {
  it("knows the browser's QuotaExceededError, Dexie's, and Firefox's older NS_ERROR_DOM_QUOTA_REACHED", () => {
    expect(isQuotaError(browserQuota())).toBe(true);
    expect(isQuotaError(new Dexie.QuotaExceededError('full'))).toBe(true);
    expect(
      isQuotaError(new DOMException('Persistent storage maximum size reached', 'NS_ERROR_DOM_QUOTA_REACHED')),
    ).toBe(true);
  });

  it('finds it inside the AbortError Dexie rejects a transaction with', () => {
    expect(isQuotaError(new Dexie.AbortError('Transaction aborted', browserQuota()))).toBe(true);
    expect(isQuotaError(new Error('wrapped', { cause: browserQuota() }))).toBe(true);
  });

  it('does not take a network failure, an abort for another reason or a constraint error for one', () => {
    expect(isQuotaError(new TypeError('Failed to fetch'))).toBe(false);
    expect(
      isQuotaError(
        new Dexie.AbortError('Transaction aborted', new DOMException('Key already exists', 'ConstraintError')),
      ),
    ).toBe(false);
    expect(isQuotaError(new Dexie.ConstraintError('Key already exists'))).toBe(false);
    expect(isQuotaError(undefined)).toBe(false);
    expect(isQuotaError('QuotaExceededError')).toBe(false);
  });
});
