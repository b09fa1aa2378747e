/**
 * The Users area's search form (issue 16: find users by name, email, dealer, type, role and
 * status). A retailer admin's dealer is fixed to their own: the field shows it and says why.
 */
import { Button, Field, Input, Select, makeStyles, tokens } from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserFilters } from '../../../api/admin/admin-users';
import {
  userRoleChoices,
  userRoleLabel,
  userStatusChoices,
  userStatusLabel,
  userTypeChoices,
  userTypeLabel,
} from './user-labels';

const useStyles = makeStyles({
  form: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
    gap: tokens.spacingHorizontalM,
    alignItems: 'end',
  },
});

export const noFilters: UserFilters = { name: '', email: '', dealer: '', type: '', role: '', status: '' };

const dealerPattern = /^[A-Za-z0-9_-]*$/;

export function UserFiltersForm({
  fixedDealer,
  onSearch,
}: {
  /** The dealer a retailer admin is kept to; undefined for an internal admin. */
  fixedDealer: string | undefined;
  onSearch: (filters: UserFilters) => void;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const [filters, setFilters] = useState<UserFilters>(noFilters);
  const dealerInvalid = !dealerPattern.test(filters.dealer.trim());
  const set = (name: keyof UserFilters) => (value: string) => setFilters((current) => ({ ...current, [name]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (dealerInvalid) return;
    onSearch(filters);
  };

  const any = t('admin.users.filters.any', 'Any');
  return (
    <form
      className={styles.form}
      onSubmit={submit}
      role="search"
      aria-label={t('admin.users.filters.label', 'Find users')}
      noValidate
    >
      <Field label={t('admin.users.filters.name', 'Name or user id')}>
        <Input value={filters.name} maxLength={120} onChange={(_event, data) => set('name')(data.value)} />
      </Field>
      <Field label={t('admin.users.filters.email', 'Email')}>
        <Input value={filters.email} maxLength={120} onChange={(_event, data) => set('email')(data.value)} />
      </Field>
      <Field
        label={t('admin.users.filters.dealer', 'Dealer code')}
        validationState={dealerInvalid ? 'error' : 'none'}
        validationMessage={
          dealerInvalid
            ? t('admin.users.filters.dealerInvalid', 'A dealer code has only letters, digits, - and _.')
            : fixedDealer === undefined
              ? undefined
              : t('admin.users.filters.dealerFixed', 'You see the users of your own dealer only.')
        }
      >
        <Input
          value={fixedDealer ?? filters.dealer}
          maxLength={64}
          disabled={fixedDealer !== undefined}
          onChange={(_event, data) => set('dealer')(data.value)}
        />
      </Field>
      <Field label={t('admin.users.filters.type', 'Type')}>
        <Select value={filters.type} onChange={(_event, data) => set('type')(data.value)}>
          <option value="">{any}</option>
          {userTypeChoices.map((type) => (
            <option key={type} value={type}>
              {userTypeLabel(t, type)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('admin.users.filters.role', 'Role')}>
        <Select value={filters.role} onChange={(_event, data) => set('role')(data.value)}>
          <option value="">{any}</option>
          {userRoleChoices.map((role) => (
            <option key={role} value={role}>
              {userRoleLabel(t, role)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('admin.users.filters.status', 'Status')}>
        <Select value={filters.status} onChange={(_event, data) => set('status')(data.value)}>
          <option value="">{any}</option>
          {userStatusChoices.map((status) => (
            <option key={status} value={status}>
              {userStatusLabel(t, status)}
            </option>
          ))}
        </Select>
      </Field>
      <div>
        <Button appearance="primary" type="submit">
          {t('admin.users.filters.search', 'Search')}
        </Button>
      </div>
    </form>
  );
}
