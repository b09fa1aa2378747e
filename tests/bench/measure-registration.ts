// Server time of POST /registration/api/v1/register (catalogue spec, sections 2 and 5) through
// app.inject in process, on a freshly seeded temporary PGlite database: a guest registers a new
// third-party identity with a signed ticket of its own (the ticket check, the form's rules
// against the markets, countries and languages, and the one transaction that spends the ticket
// and writes the pending profile and the customer), and a form with a bad phone is refused
// ('phone: ch not allow', nothing written). Warm-up requests first: PGlite's WebAssembly runs
// slowly until hot. Tickets are signed before the clock starts.
import { randomBytes } from 'node:crypto';
import type { RegistrationForm } from '../../src/domain/registration/registration-form';
import { signAccessToken } from '../../src/server/auth/access-token';
import { signRegistrationTicket } from '../../src/server/registration/registration-ticket';
import { withSeededApp } from './seeded-app';

export interface RegistrationFigures {
  runs: number;
  registerMedianMs: number;
  registerP95Ms: number;
  badPhoneMedianMs: number;
  badPhoneP95Ms: number;
}

const warmUpRuns = 10;
const percentile = (values: readonly number[], share: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))] ?? Number.NaN;

const form = (id: string): RegistrationForm => ({
  firstName: 'Ada',
  lastName: 'Quinn',
  email: `ada.${id}@garage.example`,
  phone: '+44 (20) 7946-0999',
  companyName: 'Quinn Motors',
  companyAddress1: '1 High Street',
  companyAddress2: 'Unit 4',
  country: 'GB',
  postCode: 'AB1 2CD',
  defaultMarket: 'GB',
  preferredLanguage: 'en-GB',
  retailerSponsoring: false,
  retailerCode: '',
  vatNumber: 'GB123456789',
  acceptAll: true,
});

export async function measureRegistration(runs = 50): Promise<RegistrationFigures> {
  return withSeededApp('registration', async ({ config, app }) => {
    const secret = config.auth.tokenSecret;
    const guest = await signAccessToken(
      { sub: 'bench-guest', usid: 'bench', authType: 'guest' },
      { secret, ttlSeconds: 3600 },
    );
    /** A fresh identity's form with its own ticket, `phone` in place of the good one when given. */
    const request = async (phone?: string) => {
      const id = randomBytes(6).toString('hex');
      const ticket = await signRegistrationTicket(
        {
          provider: 'third-party',
          externalId: `tp-bench-${id}`,
          email: `ada.${id}@garage.example`,
          firstName: 'Ada',
          lastName: 'Quinn',
          phone: '',
        },
        { secret },
      );
      return { ...form(id), ...(phone === undefined ? {} : { phone }), ticket };
    };
    const send = async (payload: object, status: number) => {
      const started = performance.now();
      const response = await app.inject({
        method: 'POST',
        url: '/registration/api/v1/register',
        headers: { authorization: `Bearer ${guest}` },
        payload,
      });
      const elapsed = performance.now() - started;
      const refusedRight = status !== 400 || response.body.includes('phone: ch not allow');
      if (response.statusCode !== status || !refusedRight) {
        throw new Error(`Register answered ${response.statusCode}: ${response.body}`);
      }
      return elapsed;
    };
    const timesOf = async (count: number, phone: string | undefined, status: number) => {
      const times: number[] = [];
      for (let index = 0; index < count; index += 1) times.push(await send(await request(phone), status));
      return times;
    };
    await timesOf(warmUpRuns, undefined, 201);
    await timesOf(warmUpRuns, '0207 CALL NOW', 400);
    const registered = await timesOf(runs, undefined, 201);
    const refused = await timesOf(runs, '0207 CALL NOW', 400);
    return {
      runs,
      registerMedianMs: percentile(registered, 0.5),
      registerP95Ms: percentile(registered, 0.95),
      badPhoneMedianMs: percentile(refused, 0.5),
      badPhoneP95Ms: percentile(refused, 0.95),
    };
  });
}
