/**
 * The words of a catalogue document: a header naming the vehicle and the document type, then
 * the text of its type in the document's language (words/). A bulletin has one item per part
 * of its section, so it runs over several pages as real ones do. Deterministic: the same row
 * and language always give the same document.
 */
import type { DocumentBlock } from '../../pdf/document-block';
import type { DocumentSource } from './find-document-source';
import type { DocumentSection, DocumentWords } from './words';

/** Fills the {{name}} placeholders of a text. */
function fill(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replaceAll(/\{\{(\w+)\}\}/g, (placeholder, name: string) => String(values[name] ?? placeholder));
}

export function documentContent(source: DocumentSource, words: DocumentWords): DocumentBlock[] {
  const vehicle = `${source.modelName} ${source.modelYear}`;
  const header: DocumentBlock[] = [
    { kind: 'title', text: source.title },
    { kind: 'subtitle', text: vehicle },
    { kind: 'subtitle', text: fill(words.documentType, { type: words.typeNames[source.type] }) },
    { kind: 'subtitle', text: fill(words.reference, { reference: source.epcPartFileRef }) },
    { kind: 'rule' },
  ];
  const values = { vehicle, modelCode: source.modelCode };
  return [
    ...header,
    ...sectionsOf(source, words).flatMap(([heading, paragraph]): DocumentBlock[] => [
      { kind: 'heading', text: fill(heading, values) },
      { kind: 'paragraph', text: fill(paragraph, values) },
    ]),
  ];
}

function sectionsOf(source: DocumentSource, words: DocumentWords): readonly DocumentSection[] {
  if (source.type !== 'bulletins') return words[source.type];
  const [summaryHeading, summary] = words.bulletinSummary;
  return [
    [summaryHeading, fill(summary, { section: source.subjectSection ?? words.unnamedSection })],
    ...source.bulletinParts.map((part, index): DocumentSection => [
      fill(words.bulletinItem, { number: index + 1, partNumber: part.partNumber }),
      fill(words.bulletinItemText, {
        description: part.description,
        advice: words.bulletinAdvice[index % words.bulletinAdvice.length] ?? '',
      }),
    ]),
  ];
}
