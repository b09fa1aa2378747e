/** Lets a user browse a brand's vehicles by model, the first way into a catalogue (catalogue spec, section 1). */
import { Text, makeStyles, shorthands, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { CatalogueNode } from '../../api/catalogue/next-level-hierarchies';
import { AppLink } from '../../components/app-link';
import { picturesFirstFetched, picturesLoadedAtOnce } from './model-pictures';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
    gap: tokens.spacingHorizontalL,
    listStyleType: 'none',
    padding: 0,
    margin: 0,
  },
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
    ...shorthands.border(tokens.strokeWidthThin, 'solid', tokens.colorNeutralStroke2),
  },
  picture: { width: '100%', height: '120px', objectFit: 'contain' },
});

/** A brand's vehicle catalogues: model name, model year and picture (catalogue spec, section 1). */
export function ModelCards({ models }: { models: CatalogueNode[] }) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <ul className={styles.grid} aria-label={t('home.models', 'Models')}>
      {models.map((model, index) => (
        <li key={model.catHieId} className={styles.card}>
          {model.c_imageURL && (
            <img
              className={styles.picture}
              src={model.c_imageURL}
              alt=""
              loading={index < picturesLoadedAtOnce ? 'eager' : 'lazy'}
              fetchPriority={index < picturesFirstFetched ? 'high' : 'auto'}
            />
          )}
          <AppLink to={`/catalogue/${encodeURIComponent(model.catHieId)}`}>
            {model.c_modelName ?? model.description}
          </AppLink>
          {model.c_modelYear !== undefined && (
            <Text size={200}>{t('home.modelYear', 'Model year {{year}}', { year: model.c_modelYear })}</Text>
          )}
        </li>
      ))}
    </ul>
  );
}
