/** Holds the Help route, opened from the profile and footer, until it is built (shell spec, section 2). */
import { useTranslation } from 'react-i18next';
import { UpcomingPage } from '../../../components/upcoming-page';

export default function HelpPage() {
  const { t } = useTranslation();
  return (
    <UpcomingPage
      title={t('pages.help.title', 'Help')}
      purpose={t('pages.help.purpose', 'How to use the parts catalogue.')}
    />
  );
}
