/** The header's way to the shopping basket (shell spec, section 2). */
import { Button } from '@fluentui/react-components';
import { CartRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { useMayOpen } from '../../../machines/session/use-may-open';
import { useAppNavigation } from '../../../components/use-app-navigation';

/**
 * "Basket icon with tooltip 'SHOPPING BASKET', leading to /shopping-list." (shell spec, section
 * 2) Not offered to a user whose list the catalogue access rule closes (an expired subscriber).
 * The tooltip is the browser's own, and the words are the link's name: Fluent's Tooltip would
 * bring its positioning engine into every signed-in page's first render (issue 19), as on the
 * guest's profile icon (docs/decisions.md).
 */
export function BasketLink() {
  const { t } = useTranslation();
  const { href, onClick } = useAppNavigation('/shopping-list');
  const mayOpen = useMayOpen();
  if (!mayOpen('/shopping-list')) return null;
  const label = t('header.basket', 'SHOPPING BASKET');
  return (
    <Button
      as="a"
      href={href}
      onClick={onClick}
      appearance="subtle"
      icon={<CartRegular />}
      aria-label={label}
      title={label}
      data-testid="basket-link"
    />
  );
}
