import { describe, expect, it } from 'vitest';
import { filterHelpTopics, type HelpTopic } from '../../../../src/client/features/help/help-search';

const topics: HelpTopic[] = [
  {
    id: 'offline',
    title: 'Work offline',
    paragraphs: [
      { id: 'banner', text: 'The banner appears when the network goes.' },
      { id: 'keep', text: 'Make available offline downloads the whole vehicle.' },
    ],
  },
  {
    id: 'list',
    title: 'Use the shopping list',
    paragraphs: [
      { id: 'export', text: 'Export writes a CSV or XML file.' },
      { id: 'dealer', text: 'Send to dealer opens the ordering page.' },
    ],
  },
  { id: 'fr', title: 'Trouver un véhicule', paragraphs: [{ id: 'vin', text: 'Saisissez le NIV du véhicule.' }] },
];

describe('filtering the help as the user types', () => {
  it('shows every topic for an empty or blank query', () => {
    expect(filterHelpTopics(topics, '')).toEqual(topics);
    expect(filterHelpTopics(topics, '   ')).toEqual(topics);
  });

  it('keeps only the paragraphs holding every word, in any order, ignoring case', () => {
    expect(filterHelpTopics(topics, 'XML csv')).toEqual([{ ...topics[1], paragraphs: [topics[1]?.paragraphs[0]] }]);
  });

  it("shows a topic whole when its title holds the words, and lets a paragraph match with its title's words", () => {
    expect(filterHelpTopics(topics, 'offline')).toEqual([topics[0]]);
    expect(filterHelpTopics(topics, 'shopping dealer')).toEqual([
      { ...topics[1], paragraphs: [topics[1]?.paragraphs[1]] },
    ]);
  });

  it('ignores accents, so a word typed without them still matches', () => {
    expect(filterHelpTopics(topics, 'VEHICULE niv').map((topic) => topic.id)).toEqual(['fr']);
  });

  it('answers nothing when no paragraph holds every word', () => {
    expect(filterHelpTopics(topics, 'export banner')).toEqual([]);
  });
});
