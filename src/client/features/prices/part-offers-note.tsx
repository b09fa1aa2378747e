/** Says whether the prices and stock shown are being read, current, or the last known ones (issue 20). */
import { MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { PartOffersState } from './use-part-offers';

export function PartOffersNote({ state }: { state: PartOffersState }) {
  const { t } = useTranslation();
  if (state.status === 'hidden') return null;
  if (state.status === 'loading' || state.updating) {
    return (
      <Spinner
        size="tiny"
        labelPosition="after"
        label={t('prices.loading', 'Reading prices and stock…')}
        data-testid="part-offers-note"
      />
    );
  }
  if (state.source === 'lookup') return null;
  return (
    <MessageBar intent={state.failure === 'error' ? 'warning' : 'info'} data-testid="part-offers-note">
      <MessageBarBody>
        {state.failure === 'error'
          ? t(
              'prices.failed',
              'Prices and stock could not be read just now: the last ones read on this device are shown, with their date.',
            )
          : t(
              'prices.lastKnown',
              'Offline: prices and stock are the last ones read on this device, with their date; they are read again when the network returns.',
            )}
      </MessageBarBody>
    </MessageBar>
  );
}
