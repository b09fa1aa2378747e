/**
 * Reads the record a request is about (under a row lock for writes) and the caller, asks the
 * access rules (src/domain/profile/custom-object-access.ts) about the record before and after
 * the change, and throws a 403 or 404 ClientError unless the action may go ahead; a changed
 * c_epcUserMarket must be one of the user's market choices (400 naming the field). Refusal
 * comes before "not found", so whatever the rules refuse without the record (another user's
 * profile, a guest, an admin-only write) is a 403 whether or not the record exists.
 */
import type { FastifyRequest } from 'fastify';
import {
  decideCustomObjectAccess,
  type CustomObjectAction,
  type CustomObjectType,
} from '../../../../domain/profile/custom-object-access';
import type { UserProfile } from '../../../../domain/profile/user-profile';
import { checkSavedMarket } from '../../../access/market-choice-check';
import type { Queryable } from '../../../db/database';
import { ClientError } from '../../shop-api/client-error';
import { findCaller } from '../custom-object-caller';
import { findCustomObject, type CustomObjectRow } from './custom-object-repository';

export interface CustomObjectTargetParams {
  type: CustomObjectType;
  key: string;
}

type Fields = Record<string, unknown>;

/** Read, patch or delete: the record must exist. */
export async function loadForAction(
  db: Queryable,
  request: FastifyRequest,
  action: 'read' | 'patch' | 'delete',
  target: CustomObjectTargetParams,
  after?: (stored: Fields) => Fields,
): Promise<CustomObjectRow> {
  const stored = await findCustomObject(db, target.type, target.key, { forUpdate: action !== 'read' });
  await check(db, request, action, target, stored?.data, stored === undefined ? undefined : after?.(stored.data));
  if (stored === undefined) throw new ClientError(404, `There is no ${target.type} record ${target.key}.`);
  return stored;
}

/** PUT: creates the record when it is missing, replaces it otherwise; answers whether it existed. */
export async function checkReplace(
  db: Queryable,
  request: FastifyRequest,
  target: CustomObjectTargetParams,
  fields: Fields,
): Promise<{ existed: boolean }> {
  const stored = await findCustomObject(db, target.type, target.key, { forUpdate: true });
  await check(db, request, stored === undefined ? 'create' : 'replace', target, stored?.data, fields);
  return { existed: stored !== undefined };
}

async function check(
  db: Queryable,
  request: FastifyRequest,
  action: CustomObjectAction,
  target: CustomObjectTargetParams,
  stored: Fields | undefined,
  result: Fields | undefined,
): Promise<void> {
  const caller = await findCaller(db, request.shopper);
  const decision = decideCustomObjectAccess(caller, action, {
    ...target,
    ...(stored === undefined ? {} : { stored }),
    ...(result === undefined ? {} : { result }),
  });
  if (!decision.allowed) throw new ClientError(403, decision.reason);
  if (
    target.type === 'EPCUsers' &&
    result !== undefined &&
    !sameJson(stored?.['c_epcUserMarket'], result['c_epcUserMarket'])
  ) {
    // Judged by the record as stored, so a write cannot widen its own choices.
    await checkSavedMarket(db, stored as unknown as UserProfile | undefined, result['c_epcUserMarket']);
  }
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
