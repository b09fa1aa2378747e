/**
 * The part details dialog's code, loaded when a row's 'Part details' is first pointed at,
 * focused or pressed: with it come Fluent's dialog, where-used list and the dialog's extras,
 * which a page section otherwise loads before it can draw (issue 19).
 */
import { lazyWithPreload } from '../../components/lazy-with-preload';

export const partDetailsDialog = lazyWithPreload(() =>
  import('./part-details-dialog').then((module) => module.PartDetailsDialog),
);
