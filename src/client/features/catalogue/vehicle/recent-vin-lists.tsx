/** The user's recent and favourite VINs and registrations, each one click from decoding (catalogue spec, section 9). */
import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useVehicleLists } from '../../../store/recent-vins';
import { AppLink } from '../../../components/app-link';
import { FavouriteVinToggle } from './favourite-vin-toggle';
import { vinDecoderPath } from './vin-entry-form';

const useStyles = makeStyles({
  lists: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))',
    gap: tokens.spacingHorizontalXL,
  },
  list: {
    listStyleType: 'none',
    padding: 0,
    margin: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  item: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

function ListSection({ title, empty, children }: { title: string; empty: string; children: ReactNode[] }) {
  const styles = useStyles();
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <Text as="h3" id={id} weight="semibold" size={400} block>
        {title}
      </Text>
      {children.length === 0 ? (
        <Text as="p" size={200}>
          {empty}
        </Text>
      ) : (
        <ul className={styles.list} aria-labelledby={id}>
          {children}
        </ul>
      )}
    </section>
  );
}

/** The user's last ten VINs, favourite VINs and last ten registrations, each leading to its decoding. */
export function RecentVinLists({ userKey }: { userKey: string }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { recentVins, favouriteVins, recentRegistrations } = useVehicleLists(userKey);
  return (
    <div className={styles.lists}>
      <ListSection title={t('vin.recent.title', 'Last ten VINs')} empty={t('vin.recent.empty', 'No VINs decoded yet.')}>
        {recentVins.map((vehicle) => (
          <li key={vehicle.vin} className={styles.item} data-testid="recent-vin">
            <AppLink to={vinDecoderPath(vehicle.vin)}>{vehicle.vin}</AppLink>
            <Text size={200}>{`${vehicle.modelName} ${vehicle.modelYear}`}</Text>
            <FavouriteVinToggle userKey={userKey} vin={vehicle.vin} />
          </li>
        ))}
      </ListSection>
      <ListSection
        title={t('vin.favourites.title', 'Favourite VINs')}
        empty={t('vin.favourites.empty', 'Mark a VIN with its star to keep it here.')}
      >
        {favouriteVins.map((vin) => (
          <li key={vin} className={styles.item} data-testid="favourite-vin">
            <AppLink to={vinDecoderPath(vin)}>{vin}</AppLink>
            <FavouriteVinToggle userKey={userKey} vin={vin} />
          </li>
        ))}
      </ListSection>
      <ListSection
        title={t('vin.registrations.title', 'Last ten registrations')}
        empty={t('vin.registrations.empty', 'No registration numbers decoded yet.')}
      >
        {recentRegistrations.map((entry) => (
          <li key={entry.registration} className={styles.item}>
            <AppLink to={vinDecoderPath(entry.registration)}>{entry.registration}</AppLink>
            <Text size={200}>{entry.vin}</Text>
          </li>
        ))}
      </ListSection>
    </div>
  );
}
