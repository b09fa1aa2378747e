/**
 * Which models' pictures /home loads first (issue 19). A model picture is the largest thing
 * the page draws, so its largest paint waits for the first one: those on a laptop's first
 * screen load at once rather than when laid out, the first row at high priority, and as the
 * app starts they are fetched as soon as the level's answer names them, before React has
 * drawn the cards (the cards' pictures then come from the browser's memory cache).
 */
import type { CatalogueNode } from '../../../domain/catalogue/catalogue-contracts';

/** The first rows on a laptop's screen: loaded at once, not when scrolled to. */
export const picturesLoadedAtOnce = 8;
/** The first row on a laptop's screen (about four cards of 220 px and more). */
export const picturesFirstFetched = 4;

/** Starts fetching the first row's pictures of a brand's models, at high priority. */
export function preloadModelPictures(models: readonly CatalogueNode[]): void {
  for (const model of models.slice(0, picturesFirstFetched)) {
    if (!model.c_imageURL) continue;
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'image';
    link.href = model.c_imageURL;
    link.fetchPriority = 'high';
    document.head.append(link);
  }
}
