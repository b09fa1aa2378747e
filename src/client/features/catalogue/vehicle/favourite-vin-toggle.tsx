/** Lets a user mark a VIN as a favourite for quick return (catalogue spec, section 9: the kept VINs). */
import { Text, ToggleButton, Tooltip } from '@fluentui/react-components';
import { StarFilled, StarRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isFavourite } from '../../../../domain/catalogue/recent-list';
import { toggleFavouriteVin, useVehicleLists } from '../../../store/recent-vins';

/** The star that makes a VIN a favourite, or no longer one (kept on this device). */
export function FavouriteVinToggle({ userKey, vin }: { userKey: string; vin: string }) {
  const { t } = useTranslation();
  const { favouriteVins } = useVehicleLists(userKey);
  const [storageFull, setStorageFull] = useState(false);
  const favourite = isFavourite(favouriteVins, vin);
  const label = t('vin.favourite.toggle', 'Favourite VIN {{vin}}', { vin });
  return (
    <>
      <Tooltip content={label} relationship="label">
        <ToggleButton
          appearance="subtle"
          checked={favourite}
          icon={favourite ? <StarFilled /> : <StarRegular />}
          onClick={() => setStorageFull(!toggleFavouriteVin(userKey, vin))}
          data-testid="favourite-vin-toggle"
        />
      </Tooltip>
      {storageFull && (
        <Text role="alert" size={200}>
          {t('vin.storageFull', "This device's storage is full, so the change was not kept.")}
        </Text>
      )}
    </>
  );
}
