import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { renderRouteTable } from '../../../../src/domain/access/policy-document';
import { findRoutePolicy, routePolicies } from '../../../../src/domain/access/route-policies';

describe('the route policy table', () => {
  it('names each route once', () => {
    const keys = routePolicies.map((policy) => `${policy.method} ${policy.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('reads HEAD as GET and a prefixed root route with its trailing slash as the prefix', () => {
    expect(findRoutePolicy('HEAD', '/api/health')?.access).toBe('public');
    expect(findRoutePolicy('GET', '/api/docs/')?.access).toBe('public');
    expect(findRoutePolicy('POST', '/api/health')).toBeUndefined();
    expect(findRoutePolicy('GET', '/no/such/route')).toBeUndefined();
  });

  it('puts catalogue data and documents behind catalogue access, prices behind price access, and admin routes behind admin', () => {
    const levelOf = (path: string) => routePolicies.find((entry) => entry.path === path)?.access;
    for (const path of ['/catalogue/api/v1/nextLevelHierarchies', '/catalogue/api/v1/search', '/getPartPDF', '/edix']) {
      expect(levelOf(path), path).toBe('catalogue');
    }
    for (const path of ['/catalogue/api/v1/priceLookup', '/api/shopping-list/price']) {
      expect(levelOf(path), path).toBe('prices');
    }
    expect(
      routePolicies
        .filter((policy) => policy.path.startsWith('/admin/'))
        .every((policy) => policy.access === 'admin' || policy.access === 'internal-admin'),
    ).toBe(true);
  });
});

describe('docs/access-policy.md', () => {
  it('shows the route table as the policy data renders it', async () => {
    const document = await readFile(new URL('../../../../docs/access-policy.md', import.meta.url), 'utf8');
    const written = /<!-- route-table:start -->\n([\s\S]*?)\n<!-- route-table:end -->/.exec(document)?.[1];
    // When the policy changes, paste the rendered table into the document between the markers.
    expect(written).toBe(renderRouteTable());
  });
});
