// npm run theme:sync — rewrites src/client/theme/light-theme-template.json from Fluent UI's own
// createLightTheme, so the app builds its brands' themes without shipping Fluent's palettes
// and theme builders (issue 19: 1.8 KB gzip off every first load). Run it after Fluent UI
// is upgraded; tests/unit/client/theme/brand-theme.test.ts fails until then.
import { writeFileSync } from 'node:fs';
import { createLightTheme, type BrandVariants } from '@fluentui/tokens';
import { rampSteps } from '../../src/domain/brand/brand-ramp';

// The theme is built from two ramps of made-up colours: a token the same in both is the same
// for every brand, and a token that differs must be one step of the ramp, the same in both.
const markerRamp = (channel: number) =>
  Object.fromEntries(
    rampSteps.map((step) => [step, `#${channel.toString(16).padStart(2, '0')}${step.toString(16).padStart(4, '0')}`]),
  ) as unknown as BrandVariants;
const [first, second] = [markerRamp(0x12), markerRamp(0x34)];
const secondTheme: Record<string, unknown> = createLightTheme(second);
const stepOf = (ramp: BrandVariants, colour: unknown) => rampSteps.find((step) => ramp[step] === colour);

const fixed: Record<string, string | number> = {};
const fromRamp: Record<string, number> = {};
for (const [token, value] of Object.entries(createLightTheme(first))) {
  if (value === secondTheme[token]) {
    fixed[token] = value;
    continue;
  }
  const step = stepOf(first, value);
  if (step === undefined || stepOf(second, secondTheme[token]) !== step) {
    throw new Error(`${token} is not one colour of the brand's ramp: ${String(value)}`);
  }
  fromRamp[token] = step;
}

writeFileSync('src/client/theme/light-theme-template.json', `${JSON.stringify({ fixed, fromRamp }, null, 2)}\n`);
