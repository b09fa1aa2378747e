/** Hands out one text id per distinct description and keeps its translations as columns. */
import type { CatalogueTextColumns } from './demo-catalogue-types';
import { catalogueLanguages, type Translations } from './catalogue-vocabulary';

export class CatalogueTextRegistry {
  readonly columns: CatalogueTextColumns = { textId: [], languageCode: [], text: [] };
  private readonly ids = new Map<string, number>();

  /** The id of the text known by key, registering its translations the first time. */
  idOf(key: string, translations: () => Translations): number {
    const known = this.ids.get(key);
    if (known !== undefined) return known;
    const id = this.ids.size + 1;
    this.ids.set(key, id);
    translations().forEach((text, index) => {
      this.columns.textId.push(id);
      this.columns.languageCode.push(catalogueLanguages[index] ?? 'en-GB');
      this.columns.text.push(text);
    });
    return id;
  }
}

/** 'Brake caliper' and 'front' make 'Brake caliper, front' in each language. */
export function qualify(name: Translations, qualifier: Translations): Translations {
  return name.map((text, index) => {
    const extra = qualifier[index] ?? '';
    return extra === '' ? text : `${text}, ${extra}`;
  }) as unknown as Translations;
}
