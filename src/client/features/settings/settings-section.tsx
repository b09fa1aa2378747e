/** One section of the settings page, with its heading and what works offline (catalogue spec, section 2). */
import { Text, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { useId, type ReactNode } from 'react';

const useStyles = makeStyles({
  section: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    paddingBlockEnd: tokens.spacingVerticalL,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  offline: { color: tokens.colorNeutralForeground2 },
});

/**
 * A titled section (a landmark named by its h2). Every section ends with its own offline
 * sentence, so a user knows before the network goes which of their settings still change.
 */
export function SettingsSection({
  title,
  offline,
  testId,
  children,
}: {
  title: string;
  /** What this section does without a network. */
  offline: string;
  testId: string;
  children: ReactNode;
}) {
  const styles = useStyles();
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId} data-testid={testId}>
      <Title2 as="h2" id={headingId}>
        {title}
      </Title2>
      {children}
      <Text as="p" size={200} className={styles.offline}>
        {offline}
      </Text>
    </section>
  );
}
