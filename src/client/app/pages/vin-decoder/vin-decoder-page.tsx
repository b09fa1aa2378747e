/** Turns a VIN or registration number into the vehicle it names (catalogue spec, section 2). */
import { MessageBar, MessageBarBody, Title1, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useVinDecode } from '../../../api/catalogue/vin-decode';
import { OfflineNote } from '../../../components/offline-note';
import { useSiteLocale } from '../../../i18n/site-locale-context';
import { useCatalogueUser } from '../../../features/catalogue/vehicle/use-catalogue-user';
import { useVinProblemText } from '../../../features/catalogue/vehicle/use-vin-problem-text';
import { VinEntryForm } from '../../../features/catalogue/vehicle/vin-entry-form';
import { decodeKeyOf, parseVinTerm } from '../../../features/catalogue/vehicle/vin-term';
import { DecodedVehicleView } from './decoded-vehicle';
import { recentVinOf, rememberDecodedVehicle } from '../../../store/recent-vins';
import { DecodeProblem } from '../../../features/catalogue/vehicle/decode-problem';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '1024px' },
});

/**
 * /vin-decoder/:vinTerm: a VIN, or a registration number (see vin-term.ts for which is
 * which), decoded into the vehicle's model, model year and feature codes.
 */
export default function VinDecoderPage() {
  const { t } = useTranslation();
  const styles = useStyles();
  const { vinTerm = '' } = useParams();
  const { locale } = useSiteLocale();
  const user = useCatalogueUser();
  const problemText = useVinProblemText();
  const term = parseVinTerm(vinTerm, user.checkDigitRequired);
  const key = decodeKeyOf(term);
  const registration = term.kind === 'registration' ? term.registration : undefined;
  const outcome = useVinDecode(
    key && { ...key, langCode: locale.id, marketCode: user.marketCode, userId: user.userId, userType: user.userType },
    (vehicle) => rememberDecodedVehicle(user.userKey, recentVinOf(vehicle), registration),
  );

  return (
    <article className={styles.page}>
      <Title1 as="h1">{t('pages.vinDecoder.title', 'VIN decoder')}</Title1>
      <VinEntryForm key={vinTerm} initialTerm={vinTerm} />
      {term.kind === 'vin' && !term.check.ok && (
        <MessageBar intent="error" data-testid="vin-problem">
          <MessageBarBody>{problemText(term.check, vinTerm)}</MessageBarBody>
        </MessageBar>
      )}
      {term.kind === 'vin' && term.check.ok && term.check.checkDigit === 'not-used' && (
        <MessageBar intent="info" data-testid="vin-check-digit-note">
          <MessageBarBody>
            {t(
              'vin.checkDigitNotUsed',
              'The check digit (9th character) does not match the rest of this VIN. Your market does not require one, so the VIN is decoded anyway.',
            )}
          </MessageBarBody>
        </MessageBar>
      )}
      {outcome.status === 'decoded' ? (
        <DecodedVehicleView vehicle={outcome.vehicle} userKey={user.userKey} />
      ) : (
        <DecodeProblem outcome={outcome} term={term} userKey={user.userKey} />
      )}
      <OfflineNote>
        {t(
          'vin.offlineNote',
          'Offline: decoding a VIN or a registration needs a network; your recent and favourite VINs are kept on this device, and the catalogues of recent VINs open again if you opened them here before.',
        )}
      </OfflineNote>
    </article>
  );
}
