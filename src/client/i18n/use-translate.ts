/** The app's i18next t as the domain's Translate, for wording the domain composes (receipts). */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Translate } from '../../domain/commerce/receipt';

export function useTranslate(): Translate {
  const { t } = useTranslation();
  return useCallback<Translate>((key, english, values) => t(key, english, values ?? {}), [t]);
}
