/** Explains in the page why a VIN gave no vehicle, with a way on (catalogue spec, sections 2 and 8). */
import { MessageBar, MessageBarBody, Spinner } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { VinDecodeOutcome } from '../../../api/catalogue/vin-decode';
import { RecentVinCatalogues } from './recent-vin-catalogues';
import type { VinTerm } from './vin-term';

/**
 * Everything but a decoded vehicle, said in the page: decoding, a VIN the service refused or
 * does not know, no network (with the recent VINs' catalogues, which need no decoding), or a
 * failure.
 */
export function DecodeProblem(props: {
  outcome: Exclude<VinDecodeOutcome, { status: 'decoded' }> | { status: 'idle' | 'loading' };
  term: VinTerm;
  userKey: string;
}) {
  const { t } = useTranslation();
  const { outcome, term } = props;
  const checkDigitMismatch = term.kind === 'vin' && term.check.ok && term.check.checkDigit === 'not-used';
  const vin = term.kind === 'vin' && term.check.ok ? term.check.vin : '';

  switch (outcome.status) {
    case 'idle':
      return null;
    case 'loading':
      return <Spinner size="small" labelPosition="after" label={t('vin.decoding', 'Decoding…')} />;
    case 'offline':
      return (
        <>
          <MessageBar intent="warning" data-testid="vin-offline">
            <MessageBarBody>
              {t(
                'vin.offline',
                'Decoding a VIN or a registration number needs a network connection, and there is none just now.',
              )}
            </MessageBarBody>
          </MessageBar>
          <RecentVinCatalogues userKey={props.userKey} />
        </>
      );
    case 'failed':
      return (
        <MessageBar intent="error" data-testid="vin-problem">
          <MessageBarBody>{t('catalogue.failed', 'Something went wrong. Try again!')}</MessageBarBody>
        </MessageBar>
      );
    default: {
      let message: string;
      if (term.kind === 'registration') {
        message = t(
          'vin.registrationNotFound',
          'No vehicle was found for the registration number {{registration}}. If you meant a VIN, a VIN has 17 characters.',
          { registration: term.registration },
        );
      } else if (outcome.status === 'not-found') {
        message = checkDigitMismatch
          ? t(
              'vin.notFoundCheckDigit',
              'No vehicle was found for VIN {{vin}}. Its check digit (9th character) does not match the rest of the VIN: check that it was typed correctly.',
              { vin },
            )
          : t('vin.notFound', 'No vehicle was found for VIN {{vin}}.', { vin });
      } else {
        // After the checks here, the service refuses only a wrong check digit in a market that requires one.
        message = checkDigitMismatch
          ? t(
              'vin.checkDigitRequired',
              "The check digit (9th character) does not match the rest of this VIN, and this vehicle's market requires it to.",
            )
          : t('vin.refused', 'This VIN cannot be decoded: {{detail}}', { detail: outcome.detail });
      }
      return (
        <MessageBar intent="error" data-testid="vin-problem">
          <MessageBarBody>{message}</MessageBarBody>
        </MessageBar>
      );
    }
  }
}
