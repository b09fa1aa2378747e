// An uploaded parts list reaches the list on the device and, through the outbox, the server:
// all its lines or none, each applied once however often a batch is sent.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { drainOutbox } from '../../../../src/client/store/user-db/drain-outbox';
import { readLines } from '../../../../src/client/store/user-db/local-state';
import { pendingOperations } from '../../../../src/client/store/user-db/outbox';
import {
  changeShoppingList,
  changeShoppingListTogether,
} from '../../../../src/client/store/user-db/shopping-list-repository';
import { openUserDb, type UserDb } from '../../../../src/client/store/user-db/user-db';
import { planUpload } from '../../../../src/domain/parts-list/parts-list-receive';
import { readPartsListText } from '../../../../src/domain/parts-list/read-parts-list';
import type { ShoppingListLine } from '../../../../src/domain/shopping-list/shopping-list-contracts';
import { FakeSyncServer, line } from './fake-sync-server';

let db: UserDb;
let userNumber = 0;
beforeEach(() => {
  userNumber += 1;
  db = openUserDb(`upload-${userNumber}`);
});
afterEach(async () => {
  await db.delete();
});

function goodLines(csv: string): ShoppingListLine[] {
  const read = readPartsListText('list.csv', csv);
  if (!read.ok) throw new Error(read.problem.code);
  return read.rows.flatMap((row) => (row.listLine ? [row.listLine] : []));
}

const quantities = (lines: readonly ShoppingListLine[]) =>
  lines.map((entry) => `${entry.partNumber} ${entry.quantity}`);

describe('adding an uploaded parts list to the shopping list', () => {
  it('merges into the list on the device at once and on the server once, however often the batch is sent', async () => {
    const server = new FakeSyncServer();
    await changeShoppingList(db, { action: 'add', line: line('A', '2') });
    const rows = Array.from({ length: 600 }, (_, index) => `P${index},1`).join('\n');
    const uploaded = goodLines(`partNumber,quantity\nA,3\nB,A/R\nbad,-1\n${rows}\nB,4\n`);
    const plan = planUpload(await readLines(db), uploaded);
    if (!plan.ok) throw new Error(plan.code);
    expect(plan.actions.length).toBeGreaterThan(1);

    expect(await changeShoppingListTogether(db, plan.actions)).toMatchObject({ ok: true });
    expect(await readLines(db)).toEqual(plan.after);
    expect(quantities(plan.after).slice(0, 2)).toEqual(['A 5', 'B A/R']);

    // The first reply is lost: the whole batch is sent again with the same keys.
    await server.sendOperations((await pendingOperations(db)).map((entry) => entry.operation));
    await drainOutbox(db, server.sendOperations);
    expect(quantities(server.state.lines)).toEqual(quantities(plan.after));
    expect(await readLines(db)).toEqual(server.state.lines);
  });

  it('keeps nothing when the device cannot store the change', async () => {
    await changeShoppingList(db, { action: 'add', line: line('A') });
    const plan = planUpload([line('A')], goodLines(`partNumber,quantity\n${'Q,1\n'.repeat(300)}R,2\n`));
    if (!plan.ok) throw new Error(plan.code);
    let created = 0;
    db.outbox.hook('creating', () => {
      created += 1;
      if (created === 2) throw new Error('QuotaExceededError');
    });
    await expect(changeShoppingListTogether(db, plan.actions)).rejects.toThrow('QuotaExceededError');
    expect(await readLines(db)).toEqual([line('A')]);
    expect(await db.outbox.count()).toBe(1);
  });

  it('refuses the whole change when one action breaks the line rules', async () => {
    const outcome = await changeShoppingListTogether(db, [
      { action: 'receive', lines: [line('A', '1')] },
      { action: 'receive', lines: [line('B', '0')] },
    ]);
    expect(outcome).toEqual({ ok: false, message: 'Line 1: The quantity must be at least 1.' });
    expect(await readLines(db)).toEqual([]);
    expect(await db.outbox.count()).toBe(0);
  });
});
