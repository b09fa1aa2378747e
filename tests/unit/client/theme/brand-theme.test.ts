import { createLightTheme, type BrandVariants } from '@fluentui/react-components';
import { describe, expect, it } from 'vitest';
import { brands } from '../../../../src/config/sites';
import { brandRamp } from '../../../../src/domain/brand/brand-ramp';
import { brandTheme, lightTheme } from '../../../../src/client/theme/brand-theme';

const fluentThemeFor = (primaryColour: string) => createLightTheme(brandRamp(primaryColour) as BrandVariants);
const upgradeHint = 'Fluent UI changed its light theme: run npm run theme:sync';

describe("a brand's theme", () => {
  it.each(brands.map((brand) => [brand.name, brand] as const))(
    "is Fluent UI's own light theme for %s's colour",
    (_name, brand) => {
      expect(brandTheme(brand), upgradeHint).toStrictEqual(fluentThemeFor(brand.primaryColour));
    },
  );

  it('takes every brand token from the ramp it is given, whatever the colour', () => {
    const ramp = brandRamp('#3355cc');
    expect(lightTheme(ramp), upgradeHint).toStrictEqual(fluentThemeFor('#3355cc'));
    expect(lightTheme(ramp).colorBrandBackground).toBe(ramp[80]);
  });

  it('is built once per brand colour', () => {
    const [brand] = brands;
    if (!brand) throw new Error('The product has no brand');
    expect(brandTheme({ ...brand })).toBe(brandTheme(brand));
  });
});
