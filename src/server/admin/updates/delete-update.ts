/**
 * Deleting an update and its PDF, answered with the outcomes of catalogue spec, section 4:
 *
 * - 'success': the record and its file are gone;
 * - 'iepc-error': the record could not be deleted (the file is left alone);
 * - 'gcp-error': the file could not be deleted, so the record's delete is rolled back;
 * - 'error': anything else, e.g. a record whose file reference is not a file of the updates
 *   folder, which is never deleted blindly.
 *
 * The file is removed inside the record's transaction, after the record's delete and before
 * the commit, so every outcome but success leaves both as they were: the admin can try again.
 * Each failure is logged with its cause.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Principal } from '../../../domain/access/principal';
import type { UpdateDeletionOutcome } from '../../../domain/shell/news-admin-rules';
import { checkUpdateFilePath } from '../../../domain/shell/news-admin-rules';
import { recordAdminWrite } from '../audit/admin-audit';
import { deleteCustomObject, findCustomObject } from '../../commerce/data-api/custom-objects/custom-object-repository';
import { ClientError } from '../../commerce/shop-api/client-error';
import type { Database } from '../../db/database';
import type { FileStorage } from '../../files/file-storage';
import { newsObjectType } from '../../shell/news/news-record';

export interface DeletionAnswer {
  outcome: UpdateDeletionOutcome;
  detail: string;
}

class StepFailed extends Error {
  constructor(
    readonly outcome: 'iepc-error' | 'gcp-error',
    override readonly cause: unknown,
  ) {
    super(outcome);
  }
}

export async function deleteUpdate(
  database: Database,
  storage: FileStorage,
  log: FastifyBaseLogger,
  id: string,
  actor: Principal,
): Promise<DeletionAnswer> {
  const stored = await findCustomObject(database, newsObjectType, id);
  if (stored === undefined) throw new ClientError(404, `There is no update ${id}.`);
  const rawPath = stored.data['c_filePath'];
  const filePath = typeof rawPath === 'string' ? rawPath : undefined;
  if (rawPath !== undefined && (filePath === undefined || checkUpdateFilePath(filePath) !== undefined)) {
    log.error({ id, filePath: rawPath }, 'update deletion refused: its file reference is not an update file');
    return {
      outcome: 'error',
      detail: `The update ${id} names a file that is not an update's PDF, so nothing was deleted. Replace its PDF, then delete it.`,
    };
  }
  try {
    await database.transaction(async (tx) => {
      try {
        await deleteCustomObject(tx, newsObjectType, id);
        await recordAdminWrite(tx, {
          area: 'updates',
          action: 'delete',
          recordKey: id,
          actor,
          detail: { c_name: stored.data['c_name'], ...(filePath === undefined ? {} : { c_filePath: filePath }) },
        });
      } catch (error) {
        throw new StepFailed('iepc-error', error);
      }
      if (filePath === undefined) return;
      try {
        await storage.remove(filePath);
      } catch (error) {
        throw new StepFailed('gcp-error', error);
      }
    });
    return { outcome: 'success', detail: `The update ${id} and its file were deleted.` };
  } catch (error) {
    if (!(error instanceof StepFailed)) {
      log.error({ err: error, id }, 'update deletion failed');
      return { outcome: 'error', detail: 'The update could not be deleted; nothing changed. Try again!' };
    }
    log.error({ err: error.cause, id, filePath }, `update deletion failed: ${error.outcome}`);
    return error.outcome === 'iepc-error'
      ? { outcome: 'iepc-error', detail: 'The update record could not be deleted; nothing changed. Try again!' }
      : { outcome: 'gcp-error', detail: "The update's file could not be deleted; nothing changed. Try again!" };
  }
}
