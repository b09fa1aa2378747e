/**
 * Adds many parts of a page section to the shopping list in one step (issue 20): the rows the
 * user checked, or all parts the page shows, each with the page's quantity. The lines go in
 * as the parts-list upload's do: one 'receive' change merged by the spec's rule (a part in the
 * list already gets the quantities added together, A/R replaces a number; catalogue spec,
 * section 4), kept on the device and queued for sync together, so it works offline and the
 * server applies it once. What was added is said in a message the screen reader announces.
 */
import {
  Button,
  MessageBar,
  MessageBarBody,
  MessageBarTitle,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { CartRegular, CheckboxCheckedRegular } from '@fluentui/react-icons';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { maxListLinesAfterUpload } from '../../../domain/parts-list/parts-list-format';
import { planUpload } from '../../../domain/parts-list/parts-list-receive';
import { pagePartsToLines, type PagePartRow } from '../../../domain/shopping-list/page-parts-to-lines';
import type { ShoppingListLine } from '../../../domain/shopping-list/shopping-list-contracts';
import { AppLink } from '../../components/app-link';
import { useIsOffline } from '../../machines/connectivity-context';
import { useSessionKind } from '../../machines/session/session-context';
import { useSiteLocale } from '../../i18n/site-locale-context';
import { useShoppingList } from '../../store/user-db/use-shopping-list';
import { useNumberFormat } from '../../components/use-number-format';
import { useChangeShoppingList } from './use-change-shopping-list';

const useStyles = makeStyles({
  bar: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, '@media print': { display: 'none' } },
  buttons: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

export interface AddPartsToListProps {
  /** Every row the parts list shows, in its order. */
  parts: readonly PagePartRow[];
  /** The rows the user checked. */
  checkedParts: readonly PagePartRow[];
  /** Called once the parts are on the list, so the checks can be cleared. */
  onAdded: () => void;
}

type Outcome =
  | { kind: 'added'; lines: ShoppingListLine[]; inListBefore: number; skipped: string[]; offline: boolean }
  | { kind: 'too-long'; lineCount: number }
  | { kind: 'failed'; message: string };

export function AddPartsToList({ parts, checkedParts, onAdded }: AddPartsToListProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const kind = useSessionKind();
  const changeList = useChangeShoppingList();
  const { lines: listLines, loaded } = useShoppingList();
  const offline = useIsOffline();
  const number = useNumberFormat();
  const { locale } = useSiteLocale();
  const reasonId = useId();
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  // A registered user's list opens on the device a moment after the page: until it has, the
  // buttons wait, rather than the bar asking a signed-in user to sign in and then moving the
  // parts list up when the request goes.
  const registered = kind === 'registered';
  const listOpening = registered && changeList === undefined;

  const add = async (rows: readonly PagePartRow[]) => {
    if (!changeList || rows.length === 0) return;
    const { lines, skipped } = pagePartsToLines(rows);
    const plan = planUpload(listLines, lines);
    if (!plan.ok) {
      setOutcome({ kind: 'too-long', lineCount: plan.lineCount });
      return;
    }
    const inList = new Set(listLines.map((line) => line.partNumber));
    setSaving(true);
    setOutcome(null);
    const failure = lines.length === 0 ? null : await changeList(plan.actions);
    setSaving(false);
    if (failure) {
      setOutcome({ kind: 'failed', message: failure });
      return;
    }
    const inListBefore = lines.filter((line) => inList.has(line.partNumber)).length;
    setOutcome({ kind: 'added', lines, inListBefore, skipped, offline });
    onAdded();
  };

  const partList = (lines: readonly ShoppingListLine[]) =>
    new Intl.ListFormat(locale.id, { style: 'narrow', type: 'unit' }).format(
      lines.map((line) =>
        t('shoppingList.addParts.lineQuantity', '{{partNumber}} × {{quantity}}', {
          partNumber: line.partNumber,
          quantity: line.quantity,
        }),
      ),
    );

  const busy = saving || !loaded || listOpening;
  return (
    <div className={styles.bar}>
      {/* A group of two buttons rather than a Fluent Toolbar, whose arrow-key focus mover puts
          focusable aria-hidden guards into the page (see tests/e2e/focus-guards.test.ts). */}
      <div
        role="group"
        className={styles.buttons}
        aria-label={t('shoppingList.addParts.toolbar', 'Add parts of this page to the shopping list')}
        aria-describedby={registered ? undefined : reasonId}
      >
        <Button
          icon={<CheckboxCheckedRegular />}
          disabledFocusable={!registered || busy || checkedParts.length === 0}
          onClick={() => void add(checkedParts)}
        >
          {t('shoppingList.addParts.checked', 'Add selected to list ({{count}})', {
            count: checkedParts.length,
          })}
        </Button>
        <Button
          icon={<CartRegular />}
          disabledFocusable={!registered || busy || parts.length === 0}
          onClick={() => void add(parts)}
        >
          {t('shoppingList.addParts.all', 'Add all parts to list ({{count}})', { count: parts.length })}
        </Button>
      </div>
      {!registered && (
        <Text size={200} id={reasonId}>
          {t('shoppingList.add.signInTitle', 'Sign in to keep a shopping list')}
        </Text>
      )}
      <div aria-live="polite">
        {outcome?.kind === 'added' && (
          <MessageBar intent="success" data-testid="add-parts-added">
            <MessageBarBody>
              <MessageBarTitle>
                {t('shoppingList.addParts.added', 'Parts added to your shopping list: {{count}}', {
                  count: outcome.lines.length,
                })}
              </MessageBarTitle>
              {partList(outcome.lines)}.{' '}
              {outcome.inListBefore > 0 &&
                t(
                  'shoppingList.addParts.summed',
                  'Parts already in your list got the quantities added together: {{count}}.',
                  { count: outcome.inListBefore },
                )}{' '}
              {outcome.skipped.length > 0 &&
                t(
                  'shoppingList.addParts.skipped',
                  'Left out, for a page quantity that is not a whole number or A/R: {{parts}}.',
                  { parts: outcome.skipped.join(', ') },
                )}{' '}
              {outcome.offline &&
                t('uploadList.addedOffline', 'They are kept on this device and sent when the network returns.')}{' '}
              <AppLink to="/shopping-list">{t('uploadList.openList', 'Open the shopping list')}</AppLink>
            </MessageBarBody>
          </MessageBar>
        )}
        {outcome?.kind === 'too-long' && (
          <MessageBar intent="error">
            <MessageBarBody>
              {t(
                'shoppingList.addParts.tooLong',
                'Your list would have {{count}} lines; a list is priced up to {{max}} lines. Nothing was added.',
                { count: outcome.lineCount, max: number(maxListLinesAfterUpload) },
              )}
            </MessageBarBody>
          </MessageBar>
        )}
        {outcome?.kind === 'failed' && (
          <MessageBar intent="error">
            <MessageBarBody>{outcome.message}</MessageBarBody>
          </MessageBar>
        )}
      </div>
    </div>
  );
}
