/**
 * The system notification last read, kept on this device with its language and end date, so
 * that the full header draws it at once on the next start (the page does not jump down when
 * the answer arrives, issue 19) and offline; the next answer replaces or clears it, and it is
 * never shown past its end date.
 */
import type { SystemNotification } from '../../domain/shell/news-contracts';
import { isServiceMessageActive } from '../../domain/shell/service-message';

const storageKey = 'epc_service_message';

interface KeptNotification extends SystemNotification {
  language: string;
}

function isKeptNotification(value: unknown): value is KeptNotification {
  if (typeof value !== 'object' || value === null) return false;
  const { language, c_messageContent, c_endDate } = value as Record<string, unknown>;
  return (
    typeof language === 'string' &&
    typeof c_messageContent === 'string' &&
    (c_endDate === undefined || typeof c_endDate === 'string')
  );
}

/** The kept notification's text for the language, while it lasts. */
export function readKeptServiceMessage(language: string, now = new Date()): string | undefined {
  try {
    const kept: unknown = JSON.parse(localStorage.getItem(storageKey) ?? 'null');
    if (!isKeptNotification(kept) || kept.language !== language) return undefined;
    return isServiceMessageActive({ c_status: true, c_endDate: kept.c_endDate }, now)
      ? kept.c_messageContent
      : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps the answer for the language, or forgets the kept one when none is active. */
export function keepServiceMessage(language: string, notification: SystemNotification | undefined): void {
  try {
    if (notification === undefined) localStorage.removeItem(storageKey);
    else localStorage.setItem(storageKey, JSON.stringify({ language, ...notification } satisfies KeptNotification));
  } catch (error) {
    console.warn('Could not keep the system notification on this device', error);
  }
}
