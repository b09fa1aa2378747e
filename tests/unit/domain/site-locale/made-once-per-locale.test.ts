import { describe, expect, it } from 'vitest';
import { madeOncePerLocale, madeOnFirstUse } from '../../../../src/domain/site-locale/made-once-per-locale';
import { moneyFormatter } from '../../../../src/domain/shopping-list/display-amounts';

describe('formatters made once per locale', () => {
  it('makes one per key and gives every later caller that same one', () => {
    let made = 0;
    const formatters = madeOncePerLocale<object>();
    const make = () => {
      made += 1;
      return {};
    };
    const first = formatters('en-GB', make);
    expect(formatters('en-GB', make)).toBe(first);
    expect(formatters('de-DE', make)).not.toBe(first);
    expect(made).toBe(2);
  });

  it('keeps money formatters apart by currency as well as locale', () => {
    expect(moneyFormatter('en-GB', 'GBP')('1234.5')).toBe('£1,234.50');
    expect(moneyFormatter('en-GB', 'EUR')('1234.5')).toBe('€1,234.50');
    expect(moneyFormatter('en-GB', 'GBP')).toBe(moneyFormatter('en-GB', 'GBP'));
  });

  it('makes a value on its first use, not before, and only once', () => {
    let made = 0;
    const value = madeOnFirstUse(() => {
      made += 1;
      return { made };
    });
    expect(made).toBe(0);
    expect(value()).toBe(value());
    expect(made).toBe(1);
  });
});
