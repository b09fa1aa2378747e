/**
 * Signs and checks registration tickets (catalogue spec, sections 2 and 4): a compact JWT
 * (HS256, jose) with the server's token secret, 30 minutes, one id per ticket. It is kept
 * apart from access tokens by its own issuer, audience and type, each of which both sides
 * check, so a ticket is never taken for an access token nor the reverse. That it is used
 * once is the register route's part (registration_tickets_used).
 */
import { randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import {
  registrationTicketLifetimeSeconds,
  ticketClaimNames as names,
  type RegistrationTicketClaims,
} from '../../domain/registration/registration-ticket';

const issuer = 'epc-registration';
const audience = 'epc-register';
const type = 'registration+jwt';

const keyOf = (secret: string) => new TextEncoder().encode(secret);

export async function signRegistrationTicket(
  claims: RegistrationTicketClaims,
  options: { secret: string; now?: number },
): Promise<string> {
  const iat = Math.floor((options.now ?? Date.now()) / 1000);
  return new SignJWT({
    [names.provider]: claims.provider,
    [names.email]: claims.email,
    [names.firstName]: claims.firstName,
    [names.lastName]: claims.lastName,
    [names.phone]: claims.phone,
  })
    .setProtectedHeader({ alg: 'HS256', typ: type })
    .setIssuer(issuer)
    .setAudience(audience)
    .setSubject(claims.externalId)
    .setJti(randomBytes(18).toString('base64url'))
    .setIssuedAt(iat)
    .setExpirationTime(iat + registrationTicketLifetimeSeconds)
    .sign(keyOf(options.secret));
}

export interface VerifiedTicket {
  claims: RegistrationTicketClaims;
  ticketId: string;
  expiresAt: Date;
}

export type TicketCheck = { valid: true; ticket: VerifiedTicket } | { valid: false; reason: 'expired' | 'invalid' };

export async function verifyRegistrationTicket(
  ticket: string,
  options: { secret: string; now?: number },
): Promise<TicketCheck> {
  try {
    const { payload } = await jwtVerify(ticket, keyOf(options.secret), {
      algorithms: ['HS256'],
      typ: type,
      issuer,
      audience,
      requiredClaims: ['sub', 'jti', 'exp', 'iat'],
      ...(options.now === undefined ? {} : { currentDate: new Date(options.now) }),
    });
    const text = (name: string) => (typeof payload[name] === 'string' ? payload[name] : '');
    const provider = text(names.provider);
    if (provider !== 'third-party' || payload.sub === undefined || payload.jti === undefined || !payload.exp) {
      return { valid: false, reason: 'invalid' };
    }
    return {
      valid: true,
      ticket: {
        claims: {
          provider,
          externalId: payload.sub,
          email: text(names.email),
          firstName: text(names.firstName),
          lastName: text(names.lastName),
          phone: text(names.phone),
        },
        ticketId: payload.jti,
        expiresAt: new Date(payload.exp * 1000),
      },
    };
  } catch (error) {
    return { valid: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}
