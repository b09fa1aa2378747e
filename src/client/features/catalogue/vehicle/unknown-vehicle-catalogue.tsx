/** Says that a link's id names no vehicle catalogue, instead of an empty page (catalogue spec, section 8). */
import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../components/app-link';

/** Said when an id names no vehicle catalogue. */
export function UnknownVehicleCatalogue({ id }: { id: string }) {
  const { t } = useTranslation();
  return (
    <MessageBar intent="error" data-testid="unknown-catalogue">
      <MessageBarBody>
        {t('vehicle.unknownCatalogue', 'There is no vehicle catalogue "{{id}}".', { id })}{' '}
        <AppLink to="/home">{t('vehicle.chooseModel', 'Choose a model on the home page')}</AppLink>
      </MessageBarBody>
    </MessageBar>
  );
}
