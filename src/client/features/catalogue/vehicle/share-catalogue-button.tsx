/** Lets a user pass a catalogue on as a shared-catalogue link (catalogue spec, section 2). */
import { Button, Field, Input, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ShareRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteLocale } from '../../../i18n/site-locale-context';

const useStyles = makeStyles({
  share: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalXS },
});

/** The absolute link that opens a catalogue for someone else, in this site and locale. */
export function useSharedCatalogueLink(catHieId: string): string {
  const { hrefFor } = useSiteLocale();
  return new URL(hrefFor(`/shared-catalogue/${encodeURIComponent(catHieId)}`), globalThis.location.origin).href;
}

/**
 * Copies the shared-catalogue link to the clipboard and says so. Where the clipboard is not
 * allowed, the link is shown in a read-only field to copy by hand. Works offline: it only
 * builds a link.
 */
export function ShareCatalogueButton({ catHieId }: { catHieId: string }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const link = useSharedCatalogueLink(catHieId);
  const [result, setResult] = useState<'copied' | 'not-copied' | null>(null);

  const share = () => {
    const clipboard = globalThis.navigator.clipboard as Clipboard | undefined;
    if (!clipboard) {
      setResult('not-copied');
      return;
    }
    clipboard.writeText(link).then(
      () => setResult('copied'),
      () => setResult('not-copied'),
    );
  };

  return (
    <div className={styles.share}>
      <Button icon={<ShareRegular />} onClick={share}>
        {t('share.button', 'Share this catalogue')}
      </Button>
      <Text role="status" size={200} data-testid="share-catalogue-status">
        {result === 'copied' && t('share.copied', 'Link to this catalogue copied to the clipboard.')}
      </Text>
      {result === 'not-copied' && (
        <Field
          label={t('share.linkLabel', 'Link to this catalogue')}
          hint={t('share.copyByHand', 'Copying was not allowed; copy the link from here.')}
        >
          <Input readOnly value={link} onFocus={(event) => event.target.select()} />
        </Field>
      )}
    </div>
  );
}
