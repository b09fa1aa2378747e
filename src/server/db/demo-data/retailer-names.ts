/** Made-up dealer names ("Ashbrook Motors"): place-like words that belong to no real firm. */
import { pickOne, type RandomSource } from './mulberry32';

const placeStarts = [
  'Ash',
  'Bel',
  'Bram',
  'Cal',
  'Cor',
  'Dun',
  'Elm',
  'Fen',
  'Glen',
  'Hol',
  'Kir',
  'Lin',
  'Mar',
  'Nor',
  'Oak',
  'Pen',
  'Ros',
  'Sel',
  'Tal',
  'Wen',
  'Whit',
  'Yar',
] as const;

const placeEnds = [
  'bridge',
  'brook',
  'by',
  'field',
  'ford',
  'gate',
  'ham',
  'ley',
  'mere',
  'stead',
  'ton',
  'wick',
  'worth',
  'vale',
] as const;

const trades = ['Motors', 'Automotive', 'Car Centre', 'Garage', 'Vehicle Services', 'Motor Works', 'Autos'] as const;

export function makeRetailerName(random: RandomSource): string {
  return `${pickOne(random, placeStarts)}${pickOne(random, placeEnds)} ${pickOne(random, trades)}`;
}
