/** Renders a footer column's outside links the same way in every column (shell spec, section 2). */
import { Link, makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
});

export interface ExternalLink {
  label: string;
  href: string;
}

/** Links that leave the app: a new tab, and neither an opener nor a referrer for the other site. */
export function ExternalLinkList({ links }: { links: readonly ExternalLink[] }) {
  const styles = useStyles();
  return (
    <ul className={styles.list}>
      {links.map((link) => (
        <li key={link.href}>
          <Link href={link.href} target="_blank" rel="noopener noreferrer">
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
