/** The parts list's cells that need more than plain text (catalogue spec, section 3). */
import { Badge, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { PagePart } from '../../api/catalogue/next-level-hierarchies';
import { ReplacedBy } from './replaced-by';
import { useVisuallyHiddenStyles } from '../../components/visually-hidden';

const useStyles = makeStyles({
  withBadge: { display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalXS },
});

const sameLanguage = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The part number, marked when the page repeats it, and what replaced it when it is superseded. */
export function PartNumberCell({ part, searchScope }: { part: PagePart; searchScope: string }) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <>
      <span className={styles.withBadge}>
        {part.partNumber}
        {part.isDuplicate && (
          <Badge appearance="tint" color="warning" size="small">
            {t('catalogue.parts.duplicate', 'Duplicate')}
          </Badge>
        )}
      </span>
      {part.replacedBy && <ReplacedBy replacement={part.replacedBy} searchScope={searchScope} />}
    </>
  );
}

/** The description, marked when it is the English fallback for want of a translation. */
export function DescriptionCell({ part, userLanguage }: { part: PagePart; userLanguage: string }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const hidden = useVisuallyHiddenStyles();
  const fallback = Boolean(part.descriptionLanguage) && !sameLanguage(part.descriptionLanguage, userLanguage);
  const explanation = t(
    'catalogue.parts.englishFallback',
    'There is no translation in your language, so the description is in English.',
  );
  return (
    <span className={styles.withBadge}>
      {part.description}
      {fallback && (
        <>
          <Badge appearance="outline" color="informative" size="small" title={explanation}>
            {t('catalogue.parts.english', 'English')}
          </Badge>
          <span className={hidden.hidden}>{explanation}</span>
        </>
      )}
    </span>
  );
}

/** A number, or A/R spelled out as 'As required'. */
export function QuantityCell({ quantity }: { quantity: string }) {
  const { t } = useTranslation();
  if (quantity.trim().toUpperCase() !== 'A/R') return <>{quantity}</>;
  return (
    <span>
      {quantity} <Text size={200}>({t('catalogue.parts.asRequired', 'As required')})</Text>
    </span>
  );
}

/** Whether the part fits the decoded vehicle; a dash when none is decoded. */
export function ApplicabilityCell({ applicable, vehicleDecoded }: { applicable: boolean; vehicleDecoded: boolean }) {
  const { t } = useTranslation();
  const hidden = useVisuallyHiddenStyles();
  if (!vehicleDecoded) {
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className={hidden.hidden}>{t('catalogue.parts.noVehicle', 'No vehicle decoded')}</span>
      </>
    );
  }
  return applicable ? (
    <Badge appearance="tint" color="success">
      {t('catalogue.parts.fits', 'Fits this vehicle')}
    </Badge>
  ) : (
    <Badge appearance="tint" color="danger">
      {t('catalogue.parts.doesNotFit', 'Does not fit')}
    </Badge>
  );
}
