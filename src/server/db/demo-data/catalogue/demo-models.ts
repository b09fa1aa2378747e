/** The demo vehicle line-up: six models per brand, most in two model years. */
import type { DemoModel } from './demo-catalogue-types';

// Model codes avoid I, O and Q: they are part of the VIN.
export const demoModels: readonly DemoModel[] = [
  { modelCode: 'SB21', brand: 'arden', modelName: 'Arden Sable', modelYears: [2022, 2024] },
  { modelCode: 'KS32', brand: 'arden', modelName: 'Arden Kestrel', modelYears: [2023, 2025] },
  { modelCode: 'HR43', brand: 'arden', modelName: 'Arden Harrier', modelYears: [2024] },
  { modelCode: 'LX54', brand: 'arden', modelName: 'Arden Lynx', modelYears: [2021, 2023] },
  { modelCode: 'ML65', brand: 'arden', modelName: 'Arden Merlin', modelYears: [2025] },
  { modelCode: 'PY76', brand: 'arden', modelName: 'Arden Osprey', modelYears: [2024, 2026] },
  { modelCode: 'RV18', brand: 'corvid', modelName: 'Corvid Raven', modelYears: [2022, 2024] },
  { modelCode: 'RK29', brand: 'corvid', modelName: 'Corvid Rook', modelYears: [2023, 2025] },
  { modelCode: 'JD37', brand: 'corvid', modelName: 'Corvid Jackdaw', modelYears: [2024] },
  { modelCode: 'MP46', brand: 'corvid', modelName: 'Corvid Magpie', modelYears: [2023] },
  { modelCode: 'CH58', brand: 'corvid', modelName: 'Corvid Chough', modelYears: [2025, 2026] },
  { modelCode: 'NJ69', brand: 'corvid', modelName: 'Corvid Nightjar', modelYears: [2024] },
];

/**
 * The model years at a scale: scale 1 is the line-up above; scale n gives each model n times
 * as many catalogues by adding earlier years (scale 8 makes about a million page parts).
 */
export function modelYearsAtScale(model: DemoModel, scale: number): number[] {
  const years = [...model.modelYears];
  const wanted = model.modelYears.length * scale;
  let year = Math.min(...model.modelYears) - 1;
  while (years.length < wanted) {
    years.unshift(year);
    year -= 1;
  }
  return years;
}
