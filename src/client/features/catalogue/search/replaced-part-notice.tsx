/**
 * The sentence a search for an old part number starts with (issue 20): "A1234 was replaced by
 * B5678." The current part(s) head the results, each leading to where it fits.
 */
import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { ReplacedPartNotice as Notice } from '../../../../domain/catalogue/catalogue-contracts';
import { useSiteLocale } from '../../../i18n/site-locale-context';

export function ReplacedPartNotice({ notice }: { notice: Notice }) {
  const { t } = useTranslation();
  const { locale } = useSiteLocale();
  const current = new Intl.ListFormat(locale.id, { type: 'conjunction' }).format(
    notice.replacedBy.current.map((part) => part.partNumber),
  );
  return (
    <MessageBar intent="info" data-testid="replaced-part-notice">
      <MessageBarBody>
        {t('search.replacedPart', '{{partNumber}} was replaced by {{current}}.', {
          partNumber: notice.partNumber,
          current,
        })}
      </MessageBarBody>
    </MessageBar>
  );
}
