/** Colours the interface in the site's brand (shell spec, section 1). */
import type { Theme } from '@fluentui/react-components';
import { brandRamp, type ColourRamp, type RampStep } from '../../domain/brand/brand-ramp';
import type { Brand } from '../../domain/brand/brand';
// Fluent UI's light theme taken apart when it was last upgraded (npm run theme:sync): the
// tokens every brand shares, and for the rest the step of the brand's ramp each one takes.
// Building themes from it leaves Fluent's palettes and theme builders out of the app's
// scripts (issue 19: 1.8 KB gzip less on every first load, the template counted).
import template from './light-theme-template.json';

const themes = new Map<string, Theme>();

/** What Fluent UI's createLightTheme makes of the ramp, as the brand-theme test checks. */
export function lightTheme(ramp: ColourRamp): Theme {
  const brandTokens = Object.entries(template.fromRamp).map(([token, step]) => [token, ramp[step as RampStep]]);
  return { ...template.fixed, ...Object.fromEntries(brandTokens) } as Theme;
}

/** The Fluent UI theme for a brand, built once per brand colour. */
export function brandTheme(brand: Brand): Theme {
  let theme = themes.get(brand.primaryColour);
  if (!theme) {
    theme = lightTheme(brandRamp(brand.primaryColour));
    themes.set(brand.primaryColour, theme);
  }
  return theme;
}
