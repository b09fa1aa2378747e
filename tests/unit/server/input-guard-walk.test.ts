import { describe, expect, it } from 'vitest';
import { describeInputFault, findInputFault, maxInputDepth } from '../../../src/server/plugins/app/input-guard-walk';

const faultOf = (value: unknown) => {
  const fault = findInputFault(value, 'body');
  return fault === undefined ? undefined : describeInputFault(fault);
};

describe('findInputFault', () => {
  it('passes ordinary text, emoji (a well-formed surrogate pair) and numbers', () => {
    expect(faultOf({ name: 'Müller 🚗', lines: ['a', { qty: 3 }], ok: true, none: null })).toBeUndefined();
  });

  it('names the first string holding a NUL or a lone surrogate by its path', () => {
    expect(faultOf({ c_shoplistJSON: ['{}', '{}', 'x\u0000'] })).toBe(
      'body.c_shoplistJSON[2] must not contain a NUL character (U+0000).',
    );
    expect(faultOf({ a: { b: '\ud800' } })).toBe('body.a.b must not contain an unpaired surrogate (invalid Unicode).');
    expect(faultOf({ a: 'ok\udc00' })).toBe('body.a must not contain an unpaired surrogate (invalid Unicode).');
    expect(faultOf({ first: '\u0000', second: '\ud800' })).toBe(
      'body.first must not contain a NUL character (U+0000).',
    );
  });

  it('checks field names too, escaping them in the path', () => {
    expect(faultOf({ 'bad\u0000key': 1 })).toBe('body["bad\\u0000key"] must not contain a NUL character (U+0000).');
    expect(faultOf({ '\ud800': 1 })).toBe('body["\\ud800"] must not contain an unpaired surrogate (invalid Unicode).');
  });

  it('refuses numbers that are not finite', () => {
    expect(faultOf({ start: Number.POSITIVE_INFINITY })).toBe('body.start must be a finite number.');
  });

  it(`refuses nesting deeper than ${maxInputDepth} levels without recursion`, () => {
    let deep: unknown = 'bottom';
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    expect(faultOf(deep)).toBe(`body is nested more than ${maxInputDepth} levels deep.`);
    let fits: unknown = 'bottom';
    for (let level = 0; level < maxInputDepth; level += 1) fits = [fits];
    expect(faultOf(fits)).toBeUndefined();
  });

  it('skips binary bodies', () => {
    expect(findInputFault(Buffer.from([0, 0xed, 0xa0, 0x80]), 'body')).toBeUndefined();
  });
});
