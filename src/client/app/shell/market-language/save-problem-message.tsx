/** Explains why a market and language choice was not saved (shell spec, section 2 and 8). */
import { useTranslation } from 'react-i18next';
import type { SaveProblem } from './use-apply-choice';

/** Why the market and language were not saved, in words the user can act on. */
export function SaveProblemMessage({ problem }: { problem: SaveProblem }) {
  const { t } = useTranslation();
  switch (problem.kind) {
    case 'offline': {
      return t(
        'marketLanguage.saveOffline',
        'The network is not available, so nothing was changed. Try again when you are back online.',
      );
    }
    case 'refused': {
      // The catalogue spec's message for a failed customer patch (section 8), with the server's reason.
      return t('marketLanguage.updateCustomerRefused', 'Error on Update customer on Commerce: {{detail}}', {
        detail: problem.detail,
      });
    }
    case 'failed': {
      // The catalogue spec's message for a failed customer patch (section 8).
      return t('marketLanguage.updateCustomerFailed', 'Error on Update customer on Commerce');
    }
  }
}
