/** The layout the error and offline screens share (shell spec, section 2). */
import { Text, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { useId, type ReactNode } from 'react';

const useStyles = makeStyles({
  screen: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingVerticalXXXL,
    textAlign: 'center',
  },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center' },
});

/** A whole-page message with an icon, a heading, an explanation and what the user can do. */
export function StatusScreen(props: {
  icon: ReactNode;
  title: string;
  message: string;
  actions: ReactNode;
  testId: string;
}) {
  const styles = useStyles();
  const titleId = useId();
  return (
    <section className={styles.screen} aria-labelledby={titleId} data-testid={props.testId}>
      {props.icon}
      <Title2 as="h1" id={titleId}>
        {props.title}
      </Title2>
      <Text>{props.message}</Text>
      <div className={styles.actions}>{props.actions}</div>
    </section>
  );
}
