/**
 * Supersessions in the catalogue's answers (issue 20): page parts, search results and part
 * details carry `replacedBy` (where the chain ends, and every step), searching an old number
 * says what replaced it, and bad data that loops answers instead of hanging.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PagePart, SectionBundle } from '../../../src/domain/catalogue/catalogue-contracts';
import type { CatalogueSearchReply } from '../../../src/domain/catalogue/catalogue-contracts';
import type { PartDetailsReply } from '../../../src/domain/catalogue/part-details-contracts';
import { bumpCatalogueVersion } from '../../../src/server/catalogue-cache/catalogue-version-row';
import type { TestServer } from '../support/test-server';
import { startServerWithCatalogueUser } from '../support/catalogue-user-server';
import { bearer } from '../support/guest-server';

let server: TestServer;
let accessToken: string;

beforeAll(async () => {
  ({ server, accessToken } = await startServerWithCatalogueUser());
});

afterAll(() => server.close());

const post = async <Reply>(url: string, payload: object): Promise<Reply> => {
  const response = await server.app.inject({ method: 'POST', url, payload, headers: bearer(accessToken) });
  expect(response.statusCode).toBe(200);
  return response.json<{ responseObject: Reply }>().responseObject;
};

const partDetails = (apns: string[]) =>
  post<PartDetailsReply>('/part/api/v1/partDetails', { apns, langCode: 'en-GB' }).then((reply) => reply.parts);

const searchNumber = (searchTerm: string, catHieId = 'corvid') =>
  post<CatalogueSearchReply>('/catalogue/api/v1/search', { catHieId, searchCat: 'partNumber', searchTerm });

/** Every step of the seeded data, as rows of (part, direct replacement). */
async function seededSteps(): Promise<{ part_number: string; replaced_by: string }[]> {
  return server.database.query('select part_number, replaced_by from part_supersessions');
}

/** A part of the seed whose chain has three steps: A by B, B by C, C by D. */
async function threeStepChain(): Promise<[string, string, string, string]> {
  const [row] = await server.database.query<{ a: string; b: string; c: string; d: string }>(
    `select s1.part_number as a, s1.replaced_by as b, s2.replaced_by as c, s3.replaced_by as d
     from part_supersessions s1
     join part_supersessions s2 on s2.part_number = s1.replaced_by
     join part_supersessions s3 on s3.part_number = s2.replaced_by
     where not exists (select 1 from part_supersessions s0 where s0.replaced_by = s1.part_number)
       and exists (select 1 from page_parts pp where pp.part_number = s1.part_number)
     order by s1.part_number limit 1`,
  );
  if (row === undefined) throw new Error('The seed has no three-step chain.');
  return [row.a, row.b, row.c, row.d];
}

/** A kit of the seed and the parts it replaces. */
async function seededKit(): Promise<{ kit: string; parts: string[] }> {
  const [row] = await server.database.query<{ kit: string; parts: string[] }>(
    `select replaced_by as kit, array_agg(part_number order by part_number) as parts
     from part_supersessions group by replaced_by having count(*) >= 2 order by replaced_by limit 1`,
  );
  if (row === undefined) throw new Error('The seed has no kit.');
  return row;
}

describe('the demo data', () => {
  it('holds many chains, at least one of three steps, and kits that replace several parts', async () => {
    const steps = await seededSteps();
    expect(new Set(steps.map((step) => step.part_number)).size).toBeGreaterThan(500);
    await expect(threeStepChain()).resolves.toHaveLength(4);
    expect((await seededKit()).parts.length).toBeGreaterThanOrEqual(2);
  });
});

describe('page parts (nextLevelHierarchies and sectionBundle)', () => {
  it('marks a superseded part with the end of its chain and leaves current parts unmarked', async () => {
    const [a, b, c, d] = await threeStepChain();
    const [line] = await server.database.query<{ page_id: string; catalogue_id: string }>(
      'select page_id, catalogue_id from page_parts where part_number = $1 order by page_id limit 1',
      [a],
    );
    const level = await post<{ parts: PagePart[] }>('/catalogue/api/v1/nextLevelHierarchies', {
      catHieId: line?.page_id,
      langCode: 'en-GB',
    });
    const superseded = level.parts.find((part) => part.partNumber === a);
    const [described] = await partDetails([d]);
    expect(superseded?.replacedBy).toEqual({
      current: [{ partNumber: d, description: described?.description }],
      chain: [b, c, d],
    });
    const supersededNumbers = new Set((await seededSteps()).map((step) => step.part_number));
    const current = level.parts.filter((part) => !supersededNumbers.has(part.partNumber));
    expect(current.length).toBeGreaterThan(0);
    expect(current.every((part) => !('replacedBy' in part))).toBe(true);

    // The bundle a vehicle is kept offline from carries the same, so the offline table shows it.
    const major = line?.page_id.split('-n')[0] ?? '';
    const bundle = await post<SectionBundle>('/catalogue/api/v1/sectionBundle', { catHieId: major, langCode: 'en-GB' });
    const page = bundle.hierarchies.find((hierarchy) => hierarchy.node?.catHieId === line?.page_id);
    expect(page?.parts.find((part) => part.partNumber === a)?.replacedBy?.current[0]?.partNumber).toBe(d);
  });
});

describe('POST /part/api/v1/partDetails', () => {
  it('answers the replacement of an old number, the kit of the parts a kit replaces, nothing for a current one', async () => {
    const [a, , c, d] = await threeStepChain();
    const { kit, parts } = await seededKit();
    const details = await partDetails([a, c, d, ...parts]);
    const byNumber = new Map(details.map((part) => [part.partNumber, part]));
    expect(byNumber.get(a)?.replacedBy?.current.map((part) => part.partNumber)).toEqual([d]);
    expect(byNumber.get(c)?.replacedBy?.chain).toEqual([d]);
    expect(byNumber.get(d)).toBeDefined();
    expect(byNumber.get(d)?.replacedBy).toBeUndefined();
    for (const part of parts) expect(byNumber.get(part)?.replacedBy?.current.map((p) => p.partNumber)).toEqual([kit]);
    const [kitDetails] = await partDetails([kit]);
    expect(kitDetails?.description).not.toBe('');
  });
});

describe('POST /catalogue/api/v1/search', () => {
  it('finds an old number and says which part replaced it', async () => {
    const [a, , , d] = await threeStepChain();
    const reply = await searchNumber(a.toLowerCase().replaceAll('-', ' '));
    expect(reply.replacedPart?.partNumber).toBe(a);
    expect(reply.replacedPart?.replacedBy.current.map((part) => part.partNumber)).toEqual([d]);
    const old = reply.results.find((result) => result.partNumber === a);
    expect(old?.matchType).toBe('exactPartNumber');
    expect(old?.replacedBy?.current.map((part) => part.partNumber)).toEqual([d]);
    // The current part comes first; no page shows the new number, so it is found where the
    // part it replaces is shown, which is where it fits.
    expect(reply.results[0]).toMatchObject({ partNumber: d, pageId: old?.pageId, callOutCode: old?.callOutCode });
  });

  it('says what replaced a number no page shows any more', async () => {
    const [, b, , d] = await threeStepChain();
    const reply = await searchNumber(b);
    expect(reply.replacedPart).toMatchObject({ partNumber: b, replacedBy: { chain: [expect.any(String), d] } });
  });

  it('finds a new number no page shows where the part it replaced is, and a kit where one of its parts is', async () => {
    const [a, , , d] = await threeStepChain();
    const old = (await searchNumber(a)).results.find((result) => result.partNumber === a);
    const reply = await searchNumber(d);
    expect(reply.results[0]).toMatchObject({
      partNumber: d,
      matchType: 'exactPartNumber',
      pageId: old?.pageId,
      callOutCode: old?.callOutCode,
    });
    expect(reply.replacedPart).toBeUndefined();
    const { kit, parts } = await seededKit();
    const [brand] = await server.database.query<{ brand: string }>('select brand from parts where part_number = $1', [
      kit,
    ]);
    const [kitResult] = (await searchNumber(kit, brand?.brand)).results;
    expect(kitResult?.partNumber).toBe(kit);
    const shown = await server.database.query('select 1 from page_parts where page_id = $1 and part_number = any($2)', [
      kitResult?.pageId,
      parts,
    ]);
    expect(shown.length).toBeGreaterThan(0);
  });

  it('adds nothing for a current part or a description search', async () => {
    const [, , , d] = await threeStepChain();
    expect((await searchNumber(d)).replacedPart).toBeUndefined();
    const byText = await post<CatalogueSearchReply>('/catalogue/api/v1/search', {
      catHieId: 'corvid',
      searchCat: 'description',
      searchTerm: 'brake',
    });
    expect(byText.replacedPart).toBeUndefined();
  });
});

describe('bad data', () => {
  it('a chain that loops back answers at once, with no current part to offer', async () => {
    const [a, b, , d] = await threeStepChain();
    await server.database.transaction(async (tx) => {
      await tx.query('insert into part_supersessions (part_number, replaced_by) values ($1, $2)', [d, b]);
      await bumpCatalogueVersion(tx);
    });
    try {
      const [details] = await partDetails([a]);
      expect(details?.partNumber).toBe(a);
      expect(details?.replacedBy).toBeUndefined();
    } finally {
      await server.database.transaction(async (tx) => {
        await tx.query('delete from part_supersessions where part_number = $1 and replaced_by = $2', [d, b]);
        await bumpCatalogueVersion(tx);
      });
    }
  });
});
