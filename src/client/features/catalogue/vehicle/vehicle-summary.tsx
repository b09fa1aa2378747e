/** Identifies the vehicle a catalogue is about, by model or by VIN (catalogue spec, section 2). */
import { makeStyles, shorthands, tokens, typographyStyles } from '@fluentui/react-components';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  summary: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXL,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
    ...shorthands.border(tokens.strokeWidthThin, 'solid', tokens.colorNeutralStroke2),
  },
  picture: { width: '220px', height: '120px', objectFit: 'contain' },
  details: {
    ...typographyStyles.body1,
    display: 'grid',
    gridTemplateColumns: 'max-content auto',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
  },
  term: { fontWeight: tokens.fontWeightSemibold },
  value: { margin: 0 },
});

export interface VehicleSummaryProps {
  modelName: string;
  modelYear: number;
  imageUrl?: string | null;
  vin?: string;
  registrationNumber?: string | null;
  /** Reported, not enforced, where the market does not use the check digit. */
  checkDigitValid?: boolean;
}

/** Model, model year and picture of a vehicle, with its VIN when it was decoded. */
export function VehicleSummary(props: VehicleSummaryProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const rows: [string, string][] = [
    [t('vehicle.model', 'Model'), props.modelName],
    [t('vehicle.modelYear', 'Model year'), String(props.modelYear)],
  ];
  if (props.vin) rows.push([t('vehicle.vin', 'VIN'), props.vin]);
  if (props.registrationNumber) rows.push([t('vehicle.registration', 'Registration number'), props.registrationNumber]);
  if (props.checkDigitValid !== undefined) {
    rows.push([
      t('vehicle.checkDigit', 'Check digit'),
      props.checkDigitValid
        ? t('vehicle.checkDigitValid', 'Valid')
        : t('vehicle.checkDigitNotUsed', "Does not match; this vehicle's market does not use one"),
    ]);
  }
  return (
    <div className={styles.summary} data-testid="vehicle-summary">
      {props.imageUrl && <img className={styles.picture} src={props.imageUrl} alt={props.modelName} />}
      <dl className={styles.details}>
        {rows.map(([term, value]) => (
          <Fragment key={term}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.value}>{value}</dd>
          </Fragment>
        ))}
      </dl>
    </div>
  );
}
