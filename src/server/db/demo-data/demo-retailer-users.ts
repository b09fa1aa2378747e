/**
 * The retailer lookup's employee directory: the retailer demo people, plus a parts manager
 * and a technician at every demo dealer so any dealer code can be looked up. Made-up names
 * and addresses, drawn from the seeded random source so every database holds the same ones.
 */
import type { DemoMarket, DemoRetailer, DemoRetailerUser } from './demo-data-types';
import { demoUsers } from './demo-users';
import { pickOne, type RandomSource } from './mulberry32';

const givenNames = [
  'Aisha',
  'Ben',
  'Carla',
  'Dev',
  'Elena',
  'Femi',
  'Grace',
  'Hugo',
  'Ines',
  'Jonas',
  'Keiko',
  'Luca',
  'Maya',
  'Nikhil',
  'Olga',
  'Pablo',
  'Quinn',
  'Rosa',
  'Sven',
  'Tariq',
  'Uma',
  'Viktor',
] as const;

const surnames = [
  'Abbott',
  'Brandt',
  'Costa',
  'Dubois',
  'Eriksen',
  'Fraser',
  'Gupta',
  'Horvat',
  'Ito',
  'Jensen',
  'Kowalski',
  'Lopez',
  'Moreau',
  'Nakamura',
  'Okoye',
  'Petrov',
  'Rossi',
  'Schmidt',
  'Tanaka',
  'Weber',
] as const;

const streets = ['High Street', 'Station Road', 'Mill Lane', 'Church Road', 'Park Avenue', 'Bridge Street'] as const;

export function makeRetailerUsers(
  random: RandomSource,
  retailers: readonly DemoRetailer[],
  markets: readonly DemoMarket[],
): DemoRetailerUser[] {
  const languageOf = new Map(markets.map((market) => [market.code, market.defaultLanguage]));
  const generated = retailers.flatMap((retailer) => {
    // The dealer name starts with its made-up place ("Ashbrook Motors" is in Ashbrook).
    const town = retailer.name.split(' ', 1)[0] ?? retailer.name;
    const companyAddress = `${1 + Math.floor(random() * 199)} ${pickOne(random, streets)}, ${town}`;
    const preferredLanguage = languageOf.get(retailer.marketCode) ?? 'en-GB';
    return (['pm', 't1'] as const).map((suffix): DemoRetailerUser => {
      const givenName = pickOne(random, givenNames);
      const surname = pickOne(random, surnames);
      const userId = `${retailer.code.toLowerCase()}-${suffix}`;
      return {
        userId,
        dealerCode: retailer.code,
        partsManager: suffix === 'pm',
        email: `${givenName}.${surname}@${retailer.code}.dealer.example`.toLowerCase(),
        givenName,
        surname,
        preferredLanguage,
        companyAddress,
      };
    });
  });
  return [...namedRetailerUsers(), ...generated];
}

function namedRetailerUsers(): DemoRetailerUser[] {
  return demoUsers.flatMap((user) =>
    user.kind === 'retailer' && user.directory !== undefined
      ? [
          {
            userId: user.uniqueName,
            dealerCode: user.dealerCode,
            partsManager: user.directory.partsManager,
            email: user.email,
            givenName: user.givenName,
            surname: user.familyName,
            preferredLanguage: user.directory.preferredLanguage,
            companyAddress: user.directory.companyAddress,
          },
        ]
      : [],
  );
}
