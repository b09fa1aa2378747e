/**
 * A list line whose part is superseded (issue 20): marked, with what replaced it and a button
 * that replaces the line with the current part(s) through the outbox, so it works offline
 * and reaches the server once when the network returns.
 */
import { Badge, Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowSwap20Regular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PartReplacement } from '../../../domain/catalogue/supersession';
import { replaceSupersededLine } from '../../../domain/shopping-list/replace-superseded-line';
import type { ShoppingListLine } from '../../../domain/shopping-list/shopping-list-contracts';
import { useSiteLocale } from '../../i18n/site-locale-context';
import type { ChangeList } from './use-change-shopping-list';

const useStyles = makeStyles({
  note: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalXXS },
  failed: { color: tokens.colorPaletteRedForeground1 },
});

export function SupersededLine({
  line,
  replacement,
  changeList,
  onReplaced,
}: {
  line: ShoppingListLine;
  replacement: PartReplacement;
  changeList: ChangeList;
  /** After the change: the product id of the first line that took its place. */
  onReplaced: (productId: string) => void;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { locale } = useSiteLocale();
  const [failure, setFailure] = useState<string | null>(null);
  const current = new Intl.ListFormat(locale.id, { type: 'conjunction' }).format(
    replacement.current.map((part) => part.partNumber),
  );
  const replace = async () => {
    const message = await changeList(replaceSupersededLine(line, replacement));
    setFailure(message);
    const first = replacement.current[0];
    if (message === null && first) onReplaced(first.partNumber);
  };
  return (
    <span className={styles.note} data-testid="superseded-line">
      <Badge appearance="tint" color="danger" size="small">
        {t('shoppingList.line.superseded', 'Superseded')}
      </Badge>
      <Text size={200}>{t('shoppingList.line.replacedBy', 'Replaced by {{current}}', { current })}</Text>
      <Button
        size="small"
        icon={<ArrowSwap20Regular />}
        aria-label={t('shoppingList.line.replaceFor', 'Replace {{partNumber}} with {{current}}', {
          partNumber: line.partNumber,
          current,
        })}
        onClick={() => void replace()}
      >
        {t('shoppingList.line.replace', 'Replace')}
      </Button>
      {failure !== null && (
        <Text size={200} role="alert" className={styles.failed}>
          {failure}
        </Text>
      )}
    </span>
  );
}
