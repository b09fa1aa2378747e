// The demo reset (issue 22): POST /api/demo/reset on a freshly seeded temporary PGlite database
// in demo mode, through app.inject in process, each time after a seeded shopping list has been
// emptied, as a tester's changes would leave it. Target: under 2 s (docs/testing.md). Timed
// here, not in the integration test, which proves what the reset puts back.
import { keepDemoSnapshot } from '../../src/server/db/demo-reset/demo-snapshot';
import { shoppingListType } from '../../src/server/shopping-list/shopping-list-record';
import { withSeededApp } from './seeded-app';

export interface DemoResetFigures {
  runs: number;
  medianMs: number;
  worstMs: number;
}

export async function measureDemoReset(runs = 5): Promise<DemoResetFigures> {
  return withSeededApp('demo-reset', async ({ database, app }) => {
    // What a demo server's first start keeps, in the seed's transaction (main.ts).
    await database.transaction((tx) => keepDemoSnapshot(tx));
    const timings: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      await database.query(`delete from custom_objects where type = $1`, [shoppingListType]);
      const started = performance.now();
      const response = await app.inject({ method: 'POST', url: '/api/demo/reset' });
      timings.push(performance.now() - started);
      if (response.statusCode !== 200)
        throw new Error(`The demo reset answered ${response.statusCode}: ${response.body}`);
    }
    const sorted = [...timings].sort((a, b) => a - b);
    return { runs, medianMs: sorted[Math.floor(runs / 2)] ?? Number.NaN, worstMs: sorted[runs - 1] ?? Number.NaN };
  });
}
