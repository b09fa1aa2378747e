/**
 * The rules of the admin's updates (EpcUpdates) and service messages (EpcServiceMessages)
 * (catalogue spec, sections 3, 4 and 6): pure, so the admin panels check each field beside it
 * by the same rules the server writes by. Each check answers the problem in words, or
 * undefined when the field is good.
 */
import { supportedLanguageOf } from '../profile/supported-languages';
import { updatesFolder } from '../files/file-areas';
import { checkFilePath, extensionOf } from '../files/file-path';

export const maxUpdateNameLength = 200;
export const maxMessageLength = 1000;

/** Section 4: what deleting an update answers. */
export const updateDeletionOutcomes = ['success', 'error', 'iepc-error', 'gcp-error'] as const;
export type UpdateDeletionOutcome = (typeof updateDeletionOutcomes)[number];

export function checkUpdateName(name: string): string | undefined {
  const trimmed = name.trim();
  if (trimmed === '') return 'Enter a name.';
  if (trimmed.length > maxUpdateNameLength) return `A name is at most ${maxUpdateNameLength} characters.`;
  return undefined;
}

export function checkLanguageCode(code: string): string | undefined {
  return supportedLanguageOf(code) === undefined ? 'Choose one of the supported languages.' : undefined;
}

/** An update's PDF: uploaded under updates/ and ending in .pdf. */
export function checkUpdateFilePath(path: string): string | undefined {
  const checked = checkFilePath(path);
  if (!checked.ok) return checked.problem;
  if (!checked.path.startsWith(updatesFolder) || extensionOf(checked.path) !== 'pdf') {
    return `filePath of an update must be a .pdf under ${updatesFolder}.`;
  }
  return undefined;
}

export function checkMessageContent(content: string): string | undefined {
  const trimmed = content.trim();
  if (trimmed === '') return 'Enter the message.';
  if (trimmed.length > maxMessageLength) return `A message is at most ${maxMessageLength} characters.`;
  return undefined;
}

/** Both dates optional (open-ended, as the activity rule reads them); given, readable and in order. */
export function checkMessageDates(
  startDate: string | undefined,
  endDate: string | undefined,
): { c_startDate?: string; c_endDate?: string } {
  const problems: { c_startDate?: string; c_endDate?: string } = {};
  const start = startDate === undefined || startDate === '' ? undefined : Date.parse(startDate);
  const end = endDate === undefined || endDate === '' ? undefined : Date.parse(endDate);
  if (start !== undefined && Number.isNaN(start)) problems.c_startDate = 'Enter a valid start date and time.';
  if (end !== undefined && Number.isNaN(end)) problems.c_endDate = 'Enter a valid end date and time.';
  if (start !== undefined && end !== undefined && !Number.isNaN(start) && !Number.isNaN(end) && end <= start) {
    problems.c_endDate = 'The end must be after the start.';
  }
  return problems;
}

/** A random, readable record id ('update-…', 'service-message-…'): create assigns one (section 6). */
export function newRecordId(prefix: 'update' | 'service-message', uuid: string): string {
  return `${prefix}-${uuid}`;
}
