import { makeStyles, tokens } from '@fluentui/react-components';
import type { CatalogueNode } from '../../api/catalogue/next-level-hierarchies';
import { AppLink } from '../components/app-link';

const useStyles = makeStyles({
  list: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
    gap: tokens.spacingVerticalS,
    listStyleType: 'none',
    padding: 0,
    margin: 0,
  },
});

/** The children of a catalogue level, each a link to where it leads. */
export function NodeLinks({ nodes, hrefFor }: { nodes: CatalogueNode[]; hrefFor: (node: CatalogueNode) => string }) {
  const styles = useStyles();
  return (
    <ul className={styles.list}>
      {nodes.map((node) => (
        <li key={node.catHieId}>
          <AppLink to={hrefFor(node)}>{node.description}</AppLink>
        </li>
      ))}
    </ul>
  );
}
