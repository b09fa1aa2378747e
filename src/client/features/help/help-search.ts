/**
 * Filters the help topics as the user types (shell spec, section 2: Help; the search is our
 * addition). Every word typed must appear, in any order, in a paragraph or in its topic's
 * title; a topic whose title holds them all shows whole. Case and accents are ignored, so
 * 'vehicule' finds 'véhicule' in a French help text.
 */

export interface HelpParagraph {
  id: string;
  text: string;
}

export interface HelpTopic {
  id: string;
  title: string;
  paragraphs: readonly HelpParagraph[];
}

/** Lower case without accents, so a search matches however the user types it. */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}

function wordsOf(query: string): string[] {
  return foldForSearch(query)
    .split(/\s+/u)
    .filter((word) => word !== '');
}

/** The topics and paragraphs that match the query, in their order; all of them for an empty query. */
export function filterHelpTopics(topics: readonly HelpTopic[], query: string): HelpTopic[] {
  const words = wordsOf(query);
  if (words.length === 0) return [...topics];
  const holdsAll = (text: string) => words.every((word) => text.includes(word));
  return topics.flatMap((topic) => {
    const title = foldForSearch(topic.title);
    if (holdsAll(title)) return [topic];
    const paragraphs = topic.paragraphs.filter((paragraph) => holdsAll(`${title} ${foldForSearch(paragraph.text)}`));
    return paragraphs.length === 0 ? [] : [{ ...topic, paragraphs }];
  });
}
