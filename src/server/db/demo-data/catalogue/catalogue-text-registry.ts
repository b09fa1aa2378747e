/** Hands out one text id per distinct description and keeps its translations as columns. */
import type { CatalogueTextColumns } from './demo-catalogue-types';
import { catalogueLanguages, translatedPattern, type Translations } from './catalogue-vocabulary';

export class CatalogueTextRegistry {
  readonly columns: CatalogueTextColumns = { textId: [], languageCode: [], text: [] };
  private readonly ids = new Map<string, number>();

  /** The id of the text known by key, registering its translations the first time. */
  idOf(key: string, translations: () => Translations): number {
    const known = this.ids.get(key);
    if (known !== undefined) return known;
    const id = this.ids.size + 1;
    this.ids.set(key, id);
    const texts = translations();
    for (const language of catalogueLanguages) {
      this.columns.textId.push(id);
      this.columns.languageCode.push(language);
      this.columns.text.push(texts[language]);
    }
    return id;
  }
}

/** 'Brake caliper' and 'front' make 'Brake caliper, front' in each language's own way. */
export function qualify(name: Translations, qualifier: Translations): Translations {
  const withQualifier = translatedPattern((vocabulary) => vocabulary.qualified, { name, qualifier });
  return Object.fromEntries(
    catalogueLanguages.map((language) => [
      language,
      qualifier[language] === '' ? name[language] : withQualifier[language],
    ]),
  ) as Translations;
}
