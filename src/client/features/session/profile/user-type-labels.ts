/** The user types and roles shown in the profile popover, in the user's language (shell spec, sections 2 and 6). */
import { useTranslation } from 'react-i18next';

/** The user types and roles of the spec, in words the user reads; unknown values pass as they are. */
export function useUserTypeLabels(): { typeLabel: (type: string) => string; roleLabel: (role: string) => string } {
  const { t } = useTranslation();
  const types: Record<string, string> = {
    internal: t('profile.type.internal', 'Internal'),
    retailer: t('profile.type.retailer', 'Retailer'),
    'third-party': t('profile.type.thirdParty', 'Third party'),
    independent: t('profile.type.independent', 'Independent'),
  };
  const roles: Record<string, string> = {
    admin: t('profile.role.admin', 'Admin'),
    user: t('profile.role.user', 'User'),
    sponsored: t('profile.role.sponsored', 'Sponsored'),
    'true-independent': t('profile.role.trueIndependent', 'True independent'),
  };
  return { typeLabel: (type) => types[type] ?? type, roleLabel: (role) => roles[role] ?? role };
}
