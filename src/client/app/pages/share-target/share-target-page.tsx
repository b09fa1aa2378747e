/**
 * /share-target: where text or a link shared with the installed app arrives (issue 21: the
 * manifest's share_target, GET with title, text and url). A VIN in it opens the VIN decoder
 * at once; without one the page says so, shows what was shared, and offers the VIN entry.
 */
import { MessageBar, MessageBarBody, Text, Title1, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router-dom';
import { findVinInText } from '../../../../domain/catalogue/vin-in-text';
import { OfflineNote } from '../../../components/offline-note';
import { vinDecoderPath, VinEntryForm } from '../../../features/catalogue/vehicle/vin-entry-form';
import { useSiteLocale } from '../../../i18n/site-locale-context';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '1024px' },
  shared: {
    margin: 0,
    paddingInlineStart: tokens.spacingHorizontalM,
    borderInlineStartWidth: tokens.strokeWidthThick,
    borderInlineStartStyle: 'solid',
    borderInlineStartColor: tokens.colorNeutralStroke1,
    whiteSpace: 'pre-wrap',
    wordBreak: 'break-word',
  },
});

export default function ShareTargetPage() {
  const { t } = useTranslation();
  const styles = useStyles();
  const { hrefFor } = useSiteLocale();
  const [params] = useSearchParams();
  const shared = { title: params.get('title'), text: params.get('text'), url: params.get('url') };
  const vin = findVinInText(shared);
  // Replaced, so Back from the decoder returns to the app that shared, not to this hop.
  if (vin) return <Navigate replace to={hrefFor(vinDecoderPath(vin))} />;

  const sharedText = [shared.title, shared.text, shared.url].filter(Boolean).join('\n');
  return (
    <article className={styles.page}>
      <Title1 as="h1">{t('pages.shareTarget.title', 'Shared with the Parts Catalogue')}</Title1>
      <MessageBar intent="warning" data-testid="share-no-vin">
        <MessageBarBody>
          {t(
            'shareTarget.noVin',
            'No VIN was found in what was shared. A VIN is 17 letters and digits; type one below, or a registration number.',
          )}
        </MessageBarBody>
      </MessageBar>
      {sharedText !== '' && (
        <section aria-labelledby="shared-heading">
          <Text as="h2" id="shared-heading" weight="semibold" size={400}>
            {t('shareTarget.shared', 'What was shared')}
          </Text>
          <blockquote className={styles.shared}>{sharedText}</blockquote>
        </section>
      )}
      <VinEntryForm />
      <OfflineNote>
        {t(
          'shareTarget.offlineNote',
          'Offline: a VIN in what is shared is found on this device without a network; decoding it needs one.',
        )}
      </OfflineNote>
    </article>
  );
}
