/**
 * Demo vehicles: VINs with a check digit in position 9 where the market requires one
 * (ISO 3779, North America) and a free character elsewhere, British registrations for GB.
 */
import { computeVinCheckDigit, marketUsesVinCheckDigit } from '../../../../domain/catalogue/vin';
import { pickOne, type RandomSource } from '../mulberry32';
import type { DemoVehicle } from './demo-catalogue-types';
import { features } from './catalogue-vocabulary';

const vehicleMarkets = ['GB', 'US', 'DE', 'FR', 'CA', 'IT', 'ES', 'JP', 'AU', 'MX'] as const;
const rightHandDriveMarkets = new Set(['GB', 'JP', 'AU']);
const manufacturerIds = { arden: 'SAR', corvid: 'SCV' } as const;
const modelYearCodes = 'ABCDEFGHJKLMNPRSTVWXY123456789';
const registrationLetters = 'ABCDEFGHJKLMNOPRSTUVWXY';
const engineLetters: Readonly<Record<string, string>> = { P250: 'A', P400: 'B', D300: 'D' };

export interface VehicleCatalogue {
  catalogueId: string;
  brand: 'arden' | 'corvid';
  modelCode: string;
  modelYear: number;
}

export function makeDemoVehicles(
  random: RandomSource,
  catalogue: VehicleCatalogue,
  count: number,
  serialStart: number,
  usedRegistrations: Set<string>,
): DemoVehicle[] {
  return Array.from({ length: count }, (_, index): DemoVehicle => {
    const marketCode = vehicleMarkets[(serialStart + index) % vehicleMarkets.length] ?? 'GB';
    const featureCodes = pickFeatures(random, marketCode);
    const engine = featureCodes[0] ?? 'P250';
    const serial = String(serialStart + index).padStart(6, '0');
    const withoutCheck = `${manufacturerIds[catalogue.brand]}${catalogue.modelCode}${engineLetters[engine] ?? 'A'}0${modelYearCode(catalogue.modelYear)}H${serial}`;
    const checkCharacter = marketUsesVinCheckDigit(marketCode)
      ? (computeVinCheckDigit(withoutCheck) ?? '0')
      : String(Math.floor(random() * 10));
    const vin = `${withoutCheck.slice(0, 8)}${checkCharacter}${withoutCheck.slice(9)}`;
    const registrationNumber =
      marketCode === 'GB' ? makeRegistration(random, catalogue.modelYear, usedRegistrations) : null;
    return { vin, registrationNumber, catalogueId: catalogue.catalogueId, marketCode, featureCodes };
  });
}

function pickFeatures(random: RandomSource, marketCode: string): string[] {
  const families = [...new Set(features.map((feature) => feature.family))];
  return families.map((family) => {
    if (family === 'steering') return rightHandDriveMarkets.has(marketCode) ? 'RHD' : 'LHD';
    return pickOne(
      random,
      features.filter((feature) => feature.family === family),
    ).code;
  });
}

function modelYearCode(year: number): string {
  return modelYearCodes.charAt((((year - 1980) % 30) + 30) % 30);
}

/** Current British style: two letters, the age identifier, a space, three letters. */
function makeRegistration(random: RandomSource, modelYear: number, used: Set<string>): string {
  const letters = (length: number) => Array.from({ length }, () => pickOne(random, [...registrationLetters])).join('');
  for (;;) {
    const registration = `${letters(2)}${String(modelYear % 100).padStart(2, '0')} ${letters(3)}`;
    if (!used.has(registration)) {
      used.add(registration);
      return registration;
    }
  }
}
