/**
 * Translations of the demo catalogue reach a database seeded before their language was added:
 * each English text gets the texts of the languages it lacks. Texts are matched by their
 * English wording, which every way the catalogue forms a text (vocabulary below) gives the
 * same translations for, so no text id has to be regenerated.
 */
import { bumpCatalogueVersion } from '../../../catalogue-cache/catalogue-version-row';
import type { Queryable } from '../../database';
import { analyzeCatalogueWords } from './analyze-catalogue-words';
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

/**
 * How a text is used: a page section's name ('page': a component and a view) and a part's
 * description ('part': a component and a position) can read the same in English ('Cylinder
 * head, front') and differ in another language, so those two are told apart by where the
 * text is used. Every other text reads differently in English from all the rest.
 */
type TextUse = 'page' | 'part' | 'other';

/** Every text the demo catalogue can hold, as the generator and the documents form them. */
function everyCatalogueText(): { use: TextUse; texts: Translations }[] {
  const other = (texts: Translations) => ({ use: 'other' as const, texts });
  const componentTexts = majorSections.flatMap((major) =>
    major.components.flatMap((component) => [
      other(component),
      ...pageViews.map((view) => ({ use: 'page' as const, texts: qualify(component, view) })),
      ...partPositions.map((position) => ({ use: 'part' as const, texts: qualify(component, position) })),
    ]),
  );
  return [
    ...majorSections.map((major) => other(major.name)),
    ...componentTexts,
    ...fixings.map(other),
    ...features.map((feature) => other(feature.description)),
    ...majorSections.map((_, majorIndex) => other(bulletinTitle(majorIndex))),
    ...(['commonPreface', 'mainPreface', 'overlayRepair'] as const).map((type) =>
      other(translated((vocabulary) => vocabulary.documentTitles[type])),
    ),
  ];
}

/** Adds the missing languages' texts; nothing when every language is there. */
export async function topUpCatalogueTranslations(tx: Queryable): Promise<void> {
  const [present] = await tx.query<{ languages: number }>(
    'select count(distinct language_code)::int as languages from catalogue_texts',
  );
  if ((present?.languages ?? 0) >= catalogueLanguages.length) return;
  const rows = everyCatalogueText().flatMap(({ use, texts }) =>
    catalogueLanguages.map((language) => ({ english: texts['en-GB'], use, language, text: texts[language] })),
  );
  await tx.query(
    `with page_texts as (select distinct text_id from catalogue_nodes where node_kind = 'page'),
     part_texts as (select distinct text_id from parts),
     english as (
       select t.text_id, t.text,
              case when page.text_id is not null then 'page' when part.text_id is not null then 'part' else 'other' end as use
       from catalogue_texts t
       left join page_texts page on page.text_id = t.text_id
       left join part_texts part on part.text_id = t.text_id
       where t.language_code = 'en-GB'
     )
     insert into catalogue_texts (text_id, language_code, text)
     select distinct on (english.text_id, item.language) english.text_id, item.language, item.text
     from jsonb_to_recordset($1::jsonb) as item(english text, use text, language text, text text)
     join english on english.text = item.english
     order by english.text_id, item.language, item.use = english.use desc
     on conflict do nothing`,
    [JSON.stringify(rows)],
  );
  await tx.query('analyze catalogue_texts');
  await analyzeCatalogueWords(tx);
  // Answers in the new languages differ from those kept so far (issue 19).
  await bumpCatalogueVersion(tx);
}
