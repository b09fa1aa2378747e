/** Gives every screen's offline sentence one look and place (no spec section: our offline-first project rule). */
import { Text, makeStyles } from '@fluentui/react-components';

const useStyles = makeStyles({
  // What works offline is about the screen, not about a printed page.
  note: { '@media print': { display: 'none' } },
});

/**
 * The one sentence every page ends with, saying what works on it without a network (project
 * rule: offline is a first-class state, every screen says what works offline). It shows online
 * too, so a user knows before the network goes. The page passes its own translated sentence;
 * this component only keeps them all looking and placed alike, and lets tests find them.
 */
export function OfflineNote({ children }: { children: string }) {
  const styles = useStyles();
  return (
    <Text as="p" size={200} className={styles.note} data-testid="offline-note">
      {children}
    </Text>
  );
}
