/** Colours the interface in the site's brand (shell spec, section 1). */
import { createLightTheme, type BrandVariants, type Theme } from '@fluentui/react-components';
import { brandRamp } from '../../domain/brand/brand-ramp';
import type { Brand } from '../../domain/brand/brand';

const themes = new Map<string, Theme>();

/** The Fluent UI theme for a brand, built once per brand colour. */
export function brandTheme(brand: Brand): Theme {
  let theme = themes.get(brand.primaryColour);
  if (!theme) {
    theme = createLightTheme(brandRamp(brand.primaryColour) as BrandVariants);
    themes.set(brand.primaryColour, theme);
  }
  return theme;
}
