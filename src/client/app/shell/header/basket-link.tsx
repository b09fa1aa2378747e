/** The header's way to the shopping basket (shell spec, section 2). */
import { Button, Tooltip } from '@fluentui/react-components';
import { CartRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useMayOpen } from '../../../machines/session/use-may-open';
import { useAppNavigation } from '../../../components/use-app-navigation';

/**
 * "Basket icon with tooltip 'SHOPPING BASKET', leading to /shopping-list." (shell spec, section
 * 2) Not offered to a user whose list the catalogue access rule closes (an expired subscriber).
 */
export function BasketLink() {
  const { t } = useTranslation();
  const { href, onClick } = useAppNavigation('/shopping-list');
  const mayOpen = useMayOpen();
  if (!mayOpen('/shopping-list')) return null;
  return (
    <Tooltip content={t('header.basket', 'SHOPPING BASKET')} relationship="label">
      <Button
        as="a"
        href={href}
        onClick={onClick}
        appearance="subtle"
        icon={<CartRegular />}
        data-testid="basket-link"
      />
    </Tooltip>
  );
}
