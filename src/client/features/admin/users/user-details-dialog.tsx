/**
 * Change a user's role, type and retailer (catalogue spec, sections 3 and 7: updateUserDetails
 * with userId, userRole, userType, retailerId or the internal marker, createdBy, updatedBy).
 * Checked beside each field before it is sent (the shared role and type rule); the server's
 * refusal is shown in the dialog, which stays open. A retailer admin keeps users in their own
 * dealer and cannot make them internal.
 */
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Select,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { describeRoleTypeMismatch } from '../../../../domain/profile/access-rules';
import type { UserRole, UserType } from '../../../../domain/profile/user-profile';
import { internalRetailerId } from '../../../../domain/shopping-list/pricing-retailer';
import { updateUserDetails, type AdminUser } from '../../../api/admin/admin-users';
import { adminFailure } from '../admin-failure';
import { displayName, userRoleChoices, userRoleLabel, userTypeChoices, userTypeLabel } from './user-labels';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

const retailerIdPattern = /^[A-Za-z0-9_-]{1,64}$/;

const asChoice = <T extends string>(value: string | null, choices: readonly T[], fallback: T): T =>
  choices.find((choice) => choice === value) ?? fallback;

export function UserDetailsDialog({
  user,
  viewer,
  disabled,
  onDone,
}: {
  user: AdminUser;
  viewer: { userId: string; dealerCode: string | null };
  disabled: boolean;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const name = displayName(user);
  const fixedDealer = viewer.dealerCode ?? undefined;
  const typeChoices =
    fixedDealer === undefined ? userTypeChoices : userTypeChoices.filter((type) => type !== 'internal');
  const initial = () => ({
    role: asChoice<UserRole>(user.userRole, userRoleChoices, 'user'),
    type: asChoice<UserType>(user.userType, typeChoices, 'retailer'),
    retailerId: fixedDealer ?? user.dealerCode ?? '',
  });
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState(initial);
  const [checked, setChecked] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [saving, setSaving] = useState(false);

  const mismatch = describeRoleTypeMismatch(form.type, form.role);
  const retailerInvalid = !retailerIdPattern.test(form.retailerId.trim());

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (mismatch !== undefined || retailerInvalid) return;
    setSaving(true);
    try {
      await updateUserDetails({
        userId: user.userId,
        userRole: form.role,
        userType: form.type,
        retailerId: form.retailerId.trim(),
        createdBy: user.createdBy ?? viewer.userId,
        updatedBy: viewer.userId,
      });
      setOpen(false);
      onDone(
        t(
          'admin.users.detailsSaved',
          "{{name}}'s role, type and retailer are saved: {{role}}, {{type}}, {{retailerId}}.",
          {
            name,
            role: userRoleLabel(t, form.role),
            type: userTypeLabel(t, form.type),
            retailerId: form.retailerId.trim(),
          },
        ),
      );
    } catch (error) {
      setFailure(adminFailure(error, t));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(_event, data) => {
        setOpen(data.open);
        if (data.open) {
          setForm(initial());
          setChecked(false);
          setFailure(undefined);
        }
      }}
    >
      <DialogTrigger disableButtonEnhancement>
        <Button
          size="small"
          disabledFocusable={disabled}
          aria-label={t('admin.users.changeUser', 'Change role, type or retailer of {{name}}', { name })}
        >
          {t('admin.users.change', 'Change')}
        </Button>
      </DialogTrigger>
      <DialogSurface>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <DialogBody>
            <DialogTitle>{t('admin.users.changeTitle', 'Role, type and retailer of {{name}}', { name })}</DialogTitle>
            <DialogContent className={styles.form}>
              <Field
                label={t('admin.users.roleField', 'Role')}
                validationState={checked && mismatch !== undefined ? 'error' : 'none'}
                validationMessage={checked ? mismatch : undefined}
              >
                <Select
                  value={form.role}
                  onChange={(_event, data) => setForm((current) => ({ ...current, role: data.value as UserRole }))}
                >
                  {userRoleChoices.map((role) => (
                    <option key={role} value={role}>
                      {userRoleLabel(t, role)}
                    </option>
                  ))}
                </Select>
              </Field>
              <Field label={t('admin.users.typeField', 'Type')}>
                <Select
                  value={form.type}
                  onChange={(_event, data) =>
                    setForm((current) => ({
                      ...current,
                      type: data.value as UserType,
                      // Internal users belong to the car maker, whose retailer id is the marker.
                      retailerId: data.value === 'internal' ? internalRetailerId : current.retailerId,
                    }))
                  }
                >
                  {typeChoices.map((type) => (
                    <option key={type} value={type}>
                      {userTypeLabel(t, type)}
                    </option>
                  ))}
                </Select>
              </Field>
              <Field
                label={t('admin.users.retailer', 'Retailer (dealer code, jlr_internal or default)')}
                validationState={checked && retailerInvalid ? 'error' : 'none'}
                validationMessage={
                  checked && retailerInvalid
                    ? t(
                        'admin.users.retailerInvalid',
                        'Enter a dealer code, jlr_internal or default (letters, digits, - and _).',
                      )
                    : fixedDealer === undefined
                      ? undefined
                      : t('admin.users.retailerFixed', 'Your users stay with your own dealer.')
                }
              >
                <Input
                  value={form.retailerId}
                  maxLength={64}
                  disabled={fixedDealer !== undefined}
                  onChange={(_event, data) => setForm((current) => ({ ...current, retailerId: data.value }))}
                />
              </Field>
              {failure !== undefined && (
                <MessageBar intent="error" role="alert">
                  <MessageBarBody>{failure}</MessageBarBody>
                </MessageBar>
              )}
            </DialogContent>
            <DialogActions>
              <DialogTrigger disableButtonEnhancement>
                <Button>{t('admin.users.cancel', 'Cancel')}</Button>
              </DialogTrigger>
              <Button appearance="primary" type="submit" disabledFocusable={saving}>
                {t('admin.users.save', 'Save')}
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
