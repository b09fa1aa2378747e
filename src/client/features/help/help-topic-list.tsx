/** The help's contents: one link per topic, moving to it and its heading (shell spec, section 2: Help). */
import { Link, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { HelpTopic } from './help-search';

const useStyles = makeStyles({
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
  },
});

/** The id of a topic's heading, which its contents link points at. */
export const topicHeadingId = (topicId: string) => `help-topic-${topicId}`;

/**
 * Topic links. Following one moves focus to the topic's heading, so a keyboard or screen
 * reader user continues reading there; the address stays the page's (the router owns it).
 */
export function HelpTopicList({ topics }: { topics: readonly HelpTopic[] }) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <nav aria-label={t('help.contents', 'Help topics')}>
      <ul className={styles.list}>
        {topics.map((topic) => (
          <li key={topic.id}>
            <Link
              href={`#${topicHeadingId(topic.id)}`}
              onClick={(event) => {
                event.preventDefault();
                const heading = document.getElementById(topicHeadingId(topic.id));
                heading?.scrollIntoView({ block: 'start' });
                heading?.focus();
              }}
            >
              {topic.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
