/**
 * What is wrong with the profile details as typed, field by field (catalogue spec, section 5),
 * so every message shows beside its field at once: names are required, the phone holds digits,
 * spaces and + ( ) - only ('ch not allow'). The server checks the same and the lengths too
 * (src/domain/profile/check-profile-change.ts); what only it finds comes back beside its field.
 */
import { phoneProblem } from '../../../../domain/profile/phone-rule';
import type { ProfileDetails } from '../../../../domain/sync/sync-contracts';

export type DetailsProblem = { kind: 'required' } | { kind: 'rule'; message: string };

export function detailsProblems(details: ProfileDetails): Partial<Record<keyof ProfileDetails, DetailsProblem>> {
  const problems: Partial<Record<keyof ProfileDetails, DetailsProblem>> = {};
  if (details.firstName.trim() === '') problems.firstName = { kind: 'required' };
  if (details.lastName.trim() === '') problems.lastName = { kind: 'required' };
  const phone = phoneProblem(details.phone.trim());
  if (phone !== undefined) problems.phone = { kind: 'rule', message: phone };
  return problems;
}

/** The field a refusal names ('details.phone'), if it is one of the details. */
export function detailsFieldOf(field: string | undefined): keyof ProfileDetails | undefined {
  const name = field?.startsWith('details.') ? field.slice('details.'.length) : undefined;
  return name === 'firstName' ||
    name === 'lastName' ||
    name === 'phone' ||
    name === 'companyName' ||
    name === 'companyAddress'
    ? name
    : undefined;
}
