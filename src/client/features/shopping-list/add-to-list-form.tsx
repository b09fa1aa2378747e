/** Asks how many of a part to put on the shopping list, offline too (catalogue spec, sections 3-4). */
import { Button, Field, Input, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useEffectEvent, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { checkQuantity } from '../../../domain/shopping-list/line-validation';
import type { LineQuantity } from '../../../domain/shopping-list/shopping-list-contracts';
import { useSessionKind } from '../../machines/session/session-context';
import { AppLink } from '../../components/app-link';
import { useChangeShoppingList, type ChangeList } from './use-change-shopping-list';
import { useFieldMessage } from '../../components/refused-changes/use-field-message';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, justifyContent: 'flex-end' },
});

export interface AddToListFormProps {
  partNumber: string;
  description: string;
  /** The quantity the part already has in the list, if it is there. */
  quantityInList: string | undefined;
  onDone: () => void;
}

/**
 * The quantity popover's content: a quantity (a number, or A/R for as required) and Add.
 * Works offline: the line is kept on the device and synced later. Guests are told to sign in
 * instead, since a list is kept for an account.
 */
export function AddToListForm({ partNumber, description, quantityInList, onDone }: AddToListFormProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const kind = useSessionKind();
  const changeList = useChangeShoppingList();
  const fieldMessage = useFieldMessage();
  const titleId = useId();
  const [quantity, setQuantity] = useState('1');
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const add = async (change: ChangeList, checkedQuantity: LineQuantity) => {
    setSaving(true);
    const failure = await change({
      action: 'add',
      line: {
        productId: partNumber,
        partNumber,
        partDescription: description,
        quantity: checkedQuantity,
        priceAmmend: '0',
      },
    });
    setSaving(false);
    if (failure) setMessage(failure);
    else onDone();
  };
  // Signed in, but this user's list on the device is still opening (the first moments after
  // the app starts): an Add waits for it, once, rather than being refused or lost.
  const waitingToAdd = useRef<LineQuantity | null>(null);
  const addOnceOpen = useEffectEvent(
    (change: ChangeList, checkedQuantity: LineQuantity) => void add(change, checkedQuantity),
  );
  useEffect(() => {
    const waiting = waitingToAdd.current;
    if (waiting === null || !changeList) return;
    waitingToAdd.current = null;
    addOnceOpen(changeList, waiting);
  }, [changeList]);

  if (kind !== 'registered') {
    return (
      <>
        <Text as="p" weight="semibold">
          {t('shoppingList.add.signInTitle', 'Sign in to keep a shopping list')}
        </Text>
        <Text as="p">
          {t(
            'shoppingList.add.signInHint',
            'A shopping list is kept for your account, on this device and on the server.',
          )}
        </Text>
        <AppLink to="/">{t('session.signIn', 'Sign in')}</AppLink>
      </>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkQuantity(quantity);
    if (!checked.ok) {
      setMessage(fieldMessage(checked.message));
      return;
    }
    if (changeList) {
      void add(changeList, checked.value);
    } else {
      waitingToAdd.current = checked.value;
      setSaving(true);
    }
  };

  return (
    <form className={styles.form} aria-labelledby={titleId} onSubmit={onSubmit} noValidate>
      <Text as="h2" size={300} weight="semibold" id={titleId}>
        {t('shoppingList.add.title', 'Add {{partNumber}} to your shopping list', { partNumber })}
      </Text>
      {quantityInList !== undefined && (
        <Text as="p" size={200}>
          {t(
            'shoppingList.add.replaces',
            'It is in your list with quantity {{quantity}}; adding it again replaces that line.',
            { quantity: quantityInList },
          )}
        </Text>
      )}
      <Field
        label={t('shoppingList.add.quantity', 'Quantity')}
        hint={t('shoppingList.add.quantityHint', 'A whole number, or A/R for as required.')}
        validationMessage={message}
        validationState={message ? 'error' : 'none'}
      >
        <Input
          value={quantity}
          onChange={(_, data) => {
            setQuantity(data.value);
            setMessage(null);
          }}
          inputMode="text"
          autoComplete="off"
        />
      </Field>
      <div className={styles.actions}>
        <Button type="button" onClick={onDone}>
          {t('shoppingList.add.cancel', 'Cancel')}
        </Button>
        <Button type="submit" appearance="primary" disabled={saving}>
          {t('shoppingList.add.confirm', 'Add')}
        </Button>
      </div>
      <Text as="p" size={200}>
        {t(
          'shoppingList.add.offline',
          'Works offline: the line is kept on this device and sent when the network returns.',
        )}
      </Text>
    </form>
  );
}
