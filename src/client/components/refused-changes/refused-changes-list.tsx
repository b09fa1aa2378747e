/** Lists the refused changes where they belong (catalogue spec, section 4; our sync addition). */
import type { SyncOperation } from '../../../domain/sync/sync-contracts';
import { useRefusedChanges } from '../../store/user-db/use-refused-changes';
import { DeferredControl } from '../deferred-control';
import { lazyWithPreload } from '../lazy-with-preload';

// Refused changes are rare: their editors (text fields) load only when there are some (issue 19).
const message = lazyWithPreload(() =>
  import('./refused-changes-message').then((module) => module.RefusedChangesMessage),
);

/**
 * The changes the server refused, where they belong (one entity: the shopping list, notes or
 * bookmarks) or all of them (the sync status). Nothing when there are none. They are never
 * sent again; each waits here until the user discards or edits it.
 */
export function RefusedChangesList({ entity }: { entity?: SyncOperation['entity'] }) {
  const entries = useRefusedChanges(entity);
  if (entries.length === 0) return null;
  return (
    <DeferredControl attempt={entries.length}>
      <message.Component entries={entries} />
    </DeferredControl>
  );
}
