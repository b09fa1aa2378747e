import { useTranslation } from 'react-i18next';
import { UpcomingPage } from '../../components/upcoming-page';

export default function ShoppingListPage() {
  const { t } = useTranslation();
  return (
    <UpcomingPage
      title={t('pages.shoppingList.title', 'Shopping list')}
      purpose={t('pages.shoppingList.purpose', 'Keep a list of parts, price it and send it to your dealer.')}
    />
  );
}
