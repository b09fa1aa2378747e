/**
 * The help itself: a search box that filters the topics as the user types, the topics'
 * contents, and each topic with its paragraphs (shell spec, section 2: Help). It is all in
 * the page's own code, so it works offline exactly as online.
 */
import { Field, SearchBox, Text, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { filterHelpTopics } from './help-search';
import { HelpTopicList, topicHeadingId } from './help-topic-list';
import { useHelpTopics } from './use-help-topics';

const useStyles = makeStyles({
  contents: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  search: { maxWidth: '480px' },
  topic: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  paragraph: { margin: 0, maxWidth: '72ch' },
  heading: { ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` } },
});

export function HelpContents() {
  const { t } = useTranslation();
  const styles = useStyles();
  const topics = useHelpTopics();
  const [query, setQuery] = useState('');
  // Typing stays responsive: the list follows the box a moment later when the device is slow.
  const deferredQuery = useDeferredValue(query);
  const shown = useMemo(() => filterHelpTopics(topics, deferredQuery), [topics, deferredQuery]);
  const searching = deferredQuery.trim() !== '';

  return (
    <div className={styles.contents}>
      <div role="search">
        <Field className={styles.search} label={t('help.search.label', 'Search the help')}>
          <SearchBox
            value={query}
            onChange={(_, data) => setQuery(data.value)}
            placeholder={t('help.search.placeholder', 'For example: offline, export, VIN')}
            data-testid="help-search"
          />
        </Field>
      </div>
      <Text as="p" role="status" data-testid="help-search-status">
        {searching &&
          (shown.length === 0
            ? t('help.search.none', 'No help topic matches "{{query}}". Try other words, or clear the search.', {
                query: deferredQuery.trim(),
              })
            : t('help.search.count', 'Help topics matching "{{query}}": {{count}}', {
                query: deferredQuery.trim(),
                count: shown.length,
              }))}
      </Text>
      {shown.length > 0 && <HelpTopicList topics={shown} />}
      {shown.map((topic) => (
        <section
          key={topic.id}
          className={styles.topic}
          aria-labelledby={topicHeadingId(topic.id)}
          data-testid={`help-topic-${topic.id}`}
        >
          <Title2 as="h2" id={topicHeadingId(topic.id)} tabIndex={-1} className={styles.heading}>
            {topic.title}
          </Title2>
          {topic.paragraphs.map((paragraph) => (
            <Text as="p" key={paragraph.id} className={styles.paragraph}>
              {paragraph.text}
            </Text>
          ))}
        </section>
      ))}
    </div>
  );
}
