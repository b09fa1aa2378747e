import { describe, expect, it } from 'vitest';
import {
  fieldOfRefusal,
  hasOwnPassword,
  passwordChangeNeedsBoth,
  passwordChangeProblems,
} from '../../../../src/domain/commerce/password-change';

describe('a password change before it is sent (catalogue spec, section 5)', () => {
  it('needs the new password and the current password', () => {
    expect(passwordChangeProblems({ password: '', currentPassword: '' })).toEqual([
      { field: 'password', problem: 'missing' },
      { field: 'currentPassword', problem: 'missing' },
    ]);
    expect(passwordChangeProblems({ password: 'Gearbox-2027', currentPassword: '' })).toEqual([
      { field: 'currentPassword', problem: 'missing' },
    ]);
  });

  it('holds the new password to the shop API bounds, counting characters rather than UTF-16 units', () => {
    expect(passwordChangeProblems({ password: 'short', currentPassword: 'x' })).toEqual([
      { field: 'password', problem: 'too-short' },
    ]);
    expect(passwordChangeProblems({ password: '🔑🔑🔑🔑🔑🔑🔑', currentPassword: 'x' })).toEqual([
      { field: 'password', problem: 'too-short' },
    ]);
    expect(passwordChangeProblems({ password: 'a'.repeat(129), currentPassword: 'b'.repeat(129) })).toEqual([
      { field: 'password', problem: 'too-long' },
      { field: 'currentPassword', problem: 'too-long' },
    ]);
    expect(passwordChangeProblems({ password: 'a'.repeat(8), currentPassword: 'old one' })).toEqual([]);
  });

  it('puts a refusal naming the current password beside it, any other beside the new one', () => {
    expect(fieldOfRefusal('The current password is not correct.')).toBe('currentPassword');
    expect(fieldOfRefusal(passwordChangeNeedsBoth)).toBe('password');
    expect(fieldOfRefusal('body/password must NOT have fewer than 8 characters')).toBe('password');
  });
});

describe('who has a password here to change', () => {
  it('is a customer with a login (registered through the shop API), not one of an identity provider', () => {
    expect(hasOwnPassword({ login: 'ada-1' })).toBe(true);
    expect(hasOwnPassword({})).toBe(false);
    expect(hasOwnPassword({ login: '' })).toBe(false);
    expect(hasOwnPassword(undefined)).toBe(false);
  });
});
