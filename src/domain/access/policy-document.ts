/**
 * Renders the route table of docs/access-policy.md from the policy data, so the document
 * cannot drift from what the server enforces: a unit test compares the two.
 */
import { decideAccess, type AccessDecision } from './access-levels';
import { derivePrincipal, principalNames, type Principal, type PrincipalName } from './principal';
import { exampleProfile, principalExamples } from './policy-principals';
import { routePolicies } from './route-policies';

/** The moment the examples are judged at: after the expired subscription, before the running ones. */
export const policyExampleNow = new Date('2026-06-01T12:00:00Z');

export function examplePrincipal(name: PrincipalName): Principal {
  const example = principalExamples[name];
  if (example.token === 'none') return { kind: 'anonymous' };
  const userId = `example-${name}`;
  const token = {
    authType: example.token,
    sub: `customer-${name}`,
    usid: `usid-${name}`,
    ...(example.token === 'registered' ? { userId } : {}),
  };
  const profile =
    example.profile === undefined || example.profile === null ? undefined : exampleProfile(userId, example.profile);
  return derivePrincipal(token, profile, policyExampleNow);
}

const cell = (decision: AccessDecision): string => (decision.allowed ? 'yes' : String(decision.status));

/** The markdown table: one row per route, one column per principal, then the scope. */
export function renderRouteTable(): string {
  const principals = principalNames.map((name) => examplePrincipal(name));
  const header = `| Method | Path | Level | ${principalNames.join(' | ')} | Scope |`;
  const rule = `|${' --- |'.repeat(principalNames.length + 4)}`;
  const rows = routePolicies.map((policy) => {
    const cells = principals.map((principal) => cell(decideAccess(policy.access, principal)));
    return `| ${policy.method} | \`${policy.path}\` | ${policy.access} | ${cells.join(' | ')} | ${policy.scope ?? ''} |`;
  });
  return [header, rule, ...rows].join('\n');
}
