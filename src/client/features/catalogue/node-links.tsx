/** The way down a catalogue, one link per child level, with its note count (catalogue spec, section 3). */
import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogueNode } from '../../api/catalogue/next-level-hierarchies';
import { noteCountsByNode } from '../../../domain/sync/note-lists';
import { useNotes } from '../../store/user-db/use-notes';
import { AppLink } from '../../components/app-link';

const useStyles = makeStyles({
  list: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
    gap: tokens.spacingVerticalS,
    listStyleType: 'none',
    padding: 0,
    margin: 0,
  },
  item: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

/**
 * The children of a catalogue level, each a link to where it leads, with how many of the
 * user's notes lie under it. The counts come from the notes on this device (c_epcNoteCount
 * of the catalogue data knows nothing of them), so they include notes not yet synced.
 */
export function NodeLinks({ nodes, hrefFor }: { nodes: CatalogueNode[]; hrefFor: (node: CatalogueNode) => string }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const { notes } = useNotes();
  const noteCounts = useMemo(() => noteCountsByNode(notes), [notes]);
  return (
    <ul className={styles.list} data-testid="node-links">
      {nodes.map((node) => {
        const noteCount = noteCounts.get(node.catHieId) ?? 0;
        return (
          <li key={node.catHieId} className={styles.item}>
            <AppLink to={hrefFor(node)}>{node.description}</AppLink>
            {noteCount > 0 && (
              <Badge appearance="tint" color="informative" data-testid="node-note-count">
                {t('notes.nodeCount', 'Notes: {{count}}', { count: noteCount })}
              </Badge>
            )}
          </li>
        );
      })}
    </ul>
  );
}
