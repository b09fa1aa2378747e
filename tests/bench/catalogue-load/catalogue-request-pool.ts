/**
 * The catalogue reads of the load bench, found by browsing the running server as the app does
 * (brand, vehicle catalogues, major and minor sections, page sections), so they fit whatever
 * it seeded: levels of the hierarchy, part details, searches, minor-section bundles and page
 * illustrations, mixed in the proportions of a workshop browsing (mostly levels and pictures).
 */

export interface PooledRequest {
  name: 'levels' | 'partDetails' | 'search' | 'sectionBundle' | 'illustration';
  method: 'GET' | 'POST';
  path: string;
  body?: string;
}

interface Level {
  children: { catHieId: string }[];
  parts: { partNumber: string }[];
}

const brands = ['arden', 'corvid'];
const searchTerms = ['brake', 'pump', 'filter', 'bolt', 'bearing', 'seal', 'hose', 'sensor'];

const level = (catHieId: string) => ({
  VIN: '',
  featureCodes: [],
  filter: '',
  langCode: 'en-GB',
  catHieId,
  shallFetchBreadcrumb: true,
  marketCode: 'GB',
});

/** Weights of each kind in the mix, out of 20 requests. */
const mix: Record<PooledRequest['name'], number> = {
  levels: 8,
  illustration: 4,
  partDetails: 4,
  search: 3,
  sectionBundle: 1,
};

export async function catalogueRequestPool(
  baseUrl: string,
  headers: Record<string, string>,
  options: { catalogues: number },
): Promise<PooledRequest[]> {
  const post = async (path: string, payload: object): Promise<Level> => {
    const response = await fetch(`${baseUrl}${path}`, { method: 'POST', headers, body: JSON.stringify(payload) });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { responseObject: Level }).responseObject;
  };
  const children = async (catHieId: string) =>
    (await post('/catalogue/api/v1/nextLevelHierarchies', level(catHieId))).children.map((child) => child.catHieId);

  const catalogues: string[] = [];
  for (const brand of brands) catalogues.push(...(await children(brand)).slice(0, options.catalogues));
  const minors: string[] = [];
  for (const catalogue of catalogues)
    for (const major of await children(catalogue)) minors.push(...(await children(major)));
  const pages: string[] = [];
  for (const minor of minors) pages.push(...(await children(minor)));
  const partNumbers = new Set<string>();
  for (const page of pages.slice(0, 200)) {
    for (const part of (await post('/catalogue/api/v1/nextLevelHierarchies', level(page))).parts.slice(0, 3)) {
      partNumbers.add(part.partNumber);
    }
  }

  const json = (name: PooledRequest['name'], path: string, payload: object): PooledRequest => ({
    name,
    method: 'POST',
    path,
    body: JSON.stringify(payload),
  });
  const parts = [...partNumbers];
  const kinds: Record<PooledRequest['name'], PooledRequest[]> = {
    levels: [...catalogues, ...minors, ...pages].map((id) =>
      json('levels', '/catalogue/api/v1/nextLevelHierarchies', level(id)),
    ),
    illustration: pages.map((id) => ({
      name: 'illustration',
      method: 'GET',
      path: `/catalogue-assets/illustrations/${id}.svg`,
    })),
    partDetails: parts.map((_, index) =>
      json('partDetails', '/part/api/v1/partDetails', { apns: parts.slice(index, index + 5), langCode: 'en-GB' }),
    ),
    search: catalogues.flatMap((catHieId) =>
      searchTerms.map((searchTerm) =>
        json('search', '/catalogue/api/v1/search', {
          catHieId,
          searchCat: 'description',
          searchTerm,
          langCode: 'en-GB',
        }),
      ),
    ),
    sectionBundle: minors.map((catHieId) =>
      json('sectionBundle', '/catalogue/api/v1/sectionBundle', { catHieId, langCode: 'en-GB' }),
    ),
  };
  // Each kind cycled through in turn, weighted, so consecutive requests differ.
  const pool: PooledRequest[] = [];
  const longest = Math.max(...Object.values(kinds).map((requests) => requests.length));
  for (let round = 0; round < longest; round += 1) {
    for (const [name, weight] of Object.entries(mix) as [PooledRequest['name'], number][]) {
      const requests = kinds[name];
      for (let step = 0; step < weight; step += 1) {
        const request = requests[(round * weight + step) % requests.length];
        if (request !== undefined) pool.push(request);
      }
    }
  }
  return pool;
}
