/**
 * What a text PDF is made of (catalogue documents, news items, policy documents): a list of
 * blocks, each a kind of line with its own style, and the bounds every document is kept to.
 *
 * Documents are drawn from stored text (news items an administrator wrote), so the work is
 * linear in the text and bounded: at most pdfLimits.maxCharacters of text and
 * pdfLimits.maxPages pages, after which the document says it was cut short. A PDF request
 * then costs a bounded time whatever was stored.
 */

export type DocumentBlock = { kind: 'title' | 'subtitle' | 'heading' | 'paragraph'; text: string } | { kind: 'rule' };

export type TextBlockKind = Exclude<DocumentBlock['kind'], 'rule'>;

export const pdfLimits = { maxCharacters: 500_000, maxPages: 200 } as const;

export const cutShortNotice = `This document is cut short here: a document may hold at most ${pdfLimits.maxCharacters.toLocaleString('en-GB')} characters on ${pdfLimits.maxPages} pages.`;
