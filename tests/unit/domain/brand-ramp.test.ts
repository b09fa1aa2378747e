import { describe, expect, it } from 'vitest';
import { brandRamp, rampSteps } from '../../../src/domain/brand/brand-ramp';

const lightness = (hex: string) => [1, 3, 5].reduce((sum, at) => sum + parseInt(hex.slice(at, at + 2), 16), 0);

describe('brand colour ramp', () => {
  it('puts the brand colour at shade 80, darker below and lighter above', () => {
    const ramp = brandRamp('#0b5d3b');
    expect(ramp[80]).toBe('#0b5d3b');
    const values = rampSteps.map((step) => lightness(ramp[step]));
    expect(values).toEqual([...values].sort((a, b) => a - b));
    expect(Object.keys(ramp)).toHaveLength(16);
  });

  it('refuses a colour that is not #rrggbb', () => {
    expect(() => brandRamp('green')).toThrow('Brand colour must look like #rrggbb, got "green"');
  });
});
