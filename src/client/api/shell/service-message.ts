/**
 * GET /api/service-message?language=: the system notification, the active service message's
 * text (src/server/shell/service-messages/service-message-route.ts). Offline the service
 * worker answers the last one seen; it is dropped here once its end date has passed, so a
 * kept copy never outlives the message. With no copy, nothing is shown.
 */
import { useEffect, useState } from 'react';
import type { SystemNotification } from '../../../domain/shell/news-contracts';
import { isServiceMessageActive } from '../../../domain/shell/service-message';
import { keepServiceMessage, readKeptServiceMessage } from '../../store/last-service-message';
import { authorisedServiceClient } from '../authorised-client';
import { freshAnswers } from '../fresh-answers';

const ownApi = authorisedServiceClient('/api/');

export async function fetchSystemNotification(
  language: string,
  now = new Date(),
): Promise<SystemNotification | undefined> {
  // {} when no message is active.
  const { c_messageContent, c_endDate } = await ownApi
    .get('service-message', { searchParams: { language } })
    .json<Partial<SystemNotification>>();
  if (c_messageContent === undefined) return undefined;
  // The server answered only an active message, so its status and start were right then; the end may have passed since.
  return isServiceMessageActive({ c_status: true, c_endDate }, now) ? { c_messageContent, c_endDate } : undefined;
}

/**
 * The notification's text for the language, or undefined (none active, or unreachable with
 * none kept). Until the answer arrives, the one kept on this device from the last answer.
 */
export function useSystemNotification(language: string): string | undefined {
  const [notification, setNotification] = useState<{ language: string; text: string | undefined }>();
  useEffect(() => {
    let current = true;
    freshAnswers
      .ask(`service-message ${language}`, () => fetchSystemNotification(language))
      .then(
        (answer) => {
          keepServiceMessage(language, answer);
          if (current) setNotification({ language, text: answer?.c_messageContent });
        },
        (error: unknown) => console.warn('Could not read the system notification', error),
      );
    return () => {
      current = false;
    };
  }, [language]);
  return notification?.language === language ? notification.text : readKeptServiceMessage(language);
}
