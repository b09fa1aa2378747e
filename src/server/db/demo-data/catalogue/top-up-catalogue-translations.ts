/**
 * Translations of the demo catalogue reach a database seeded before their language was added:
 * each English text gets the texts of the languages it lacks. Texts are matched by their
 * English wording, which every way the catalogue forms a text (vocabulary below) gives the
 * same translations for, so no text id has to be regenerated.
 */
import type { Queryable } from '../../database';
import { qualify } from './catalogue-text-registry';
import {
  catalogueLanguages,
  features,
  fixings,
  majorSections,
  pageViews,
  partPositions,
  translated,
  type Translations,
} from './catalogue-vocabulary';
import { bulletinTitle } from './demo-documents';

/** Every text the demo catalogue can hold, as the generator and the documents form them. */
function everyCatalogueText(): Translations[] {
  const componentTexts = majorSections.flatMap((major) =>
    major.components.flatMap((component) => [
      component,
      ...pageViews.map((view) => qualify(component, view)),
      ...partPositions.map((position) => qualify(component, position)),
    ]),
  );
  return [
    ...majorSections.map((major) => major.name),
    ...componentTexts,
    ...fixings,
    ...features.map((feature) => feature.description),
    ...majorSections.map((_, majorIndex) => bulletinTitle(majorIndex)),
    ...(['commonPreface', 'mainPreface', 'overlayRepair'] as const).map((type) =>
      translated((vocabulary) => vocabulary.documentTitles[type]),
    ),
  ];
}

/** Adds the missing languages' texts; nothing when every language is there. */
export async function topUpCatalogueTranslations(tx: Queryable): Promise<void> {
  const [present] = await tx.query<{ languages: number }>(
    'select count(distinct language_code)::int as languages from catalogue_texts',
  );
  if ((present?.languages ?? 0) >= catalogueLanguages.length) return;
  const rows = everyCatalogueText().flatMap((texts) =>
    catalogueLanguages.map((language) => ({ english: texts['en-GB'], language, text: texts[language] })),
  );
  await tx.query(
    `insert into catalogue_texts (text_id, language_code, text)
     select distinct on (english.text_id, item.language) english.text_id, item.language, item.text
     from jsonb_to_recordset($1::jsonb) as item(english text, language text, text text)
     join catalogue_texts english on english.language_code = 'en-GB' and english.text = item.english
     order by english.text_id, item.language
     on conflict do nothing`,
    [JSON.stringify(rows)],
  );
  await tx.query('analyze catalogue_texts');
}
