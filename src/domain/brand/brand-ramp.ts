/**
 * The 16-step colour ramp (shades 10 to 160) a Fluent UI theme is built from, derived from one
 * brand colour: darker towards 10, the brand colour at 80, lighter towards 160.
 */

export const rampSteps = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160] as const;
export type RampStep = (typeof rampSteps)[number];
export type ColourRamp = Record<RampStep, string>;

const brandStep = 80;

function parseHex(colour: string): [number, number, number] {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour);
  if (!match) throw new Error(`Brand colour must look like #rrggbb, got "${colour}"`);
  return [match[1], match[2], match[3]].map((part) => parseInt(part ?? '0', 16)) as [number, number, number];
}

function toHex(channels: number[]): string {
  return `#${channels.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

function mix(from: number[], to: number[], amount: number): number[] {
  return from.map((c, i) => c + ((to[i] ?? 0) - c) * amount);
}

export function brandRamp(primaryColour: string): ColourRamp {
  const base = parseHex(primaryColour);
  const entries = rampSteps.map((step) => {
    const distance = (step - brandStep) / brandStep;
    const colour = distance < 0 ? mix(base, [0, 0, 0], -distance * 0.9) : mix(base, [255, 255, 255], distance * 0.95);
    return [step, toHex(colour)] as const;
  });
  return Object.fromEntries(entries) as ColourRamp;
}
