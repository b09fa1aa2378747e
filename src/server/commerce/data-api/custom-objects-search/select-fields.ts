/**
 * The search's select, in the two forms the app uses of OCAPI's property selector: all of
 * every hit ("(**)", "(hits.(**))" or none), or some fields of every hit
 * ("(hits.(key_value_string,c_name))"). Anything else is refused rather than half-understood.
 */
import { ClientError } from '../../shop-api/client-error';

const everything = new Set(['(**)', '(hits.(**))']);
const someFields = /^\(hits\.\(([A-Za-z0-9_]+(?:,[A-Za-z0-9_]+)*)\)\)$/;

/** The fields to keep in each hit, or undefined for all of them. */
export function selectedFields(select: string | undefined): string[] | undefined {
  if (select === undefined) return undefined;
  const compact = select.replaceAll(/\s/g, '');
  if (everything.has(compact)) return undefined;
  const match = someFields.exec(compact);
  if (match?.[1] === undefined) {
    throw new ClientError(
      400,
      'select must be (**) or name fields of the hits, like (hits.(key_value_string,c_name)).',
    );
  }
  return match[1].split(',');
}

export function pickFields(
  hit: Record<string, unknown>,
  fields: readonly string[] | undefined,
): Record<string, unknown> {
  if (fields === undefined) return hit;
  return Object.fromEntries(fields.filter((field) => field in hit).map((field) => [field, hit[field]]));
}
