/** Confirms the vehicle before its catalogue opens, by model or by VIN (catalogue spec, section 2). */
import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ConfigFrame } from './config-frame';
import { ModelConfiguration } from './model-configuration';
import { VinConfiguration } from './vin-configuration';

/**
 * /config-selector/:type/:catOrVinId: the vehicle about to be browsed, by model (a vehicle
 * catalogue id) or by VIN, and Continue into its catalogue.
 */
export default function ConfigSelectorPage() {
  const { t } = useTranslation();
  const { type = '', catOrVinId = '' } = useParams();
  return (
    <ConfigFrame>
      {type === 'model' && <ModelConfiguration catHieId={catOrVinId} />}
      {type === 'vin' && <VinConfiguration vin={catOrVinId} />}
      {type !== 'model' && type !== 'vin' && (
        <MessageBar intent="error" data-testid="unknown-config-type">
          <MessageBarBody>
            {t('configSelector.unknownType', 'A configuration is chosen by model or by VIN; "{{type}}" is neither.', {
              type,
            })}
          </MessageBarBody>
        </MessageBar>
      )}
    </ConfigFrame>
  );
}
