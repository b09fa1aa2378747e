/**
 * Keeps the two focus guards Fluent UI's focus manager (tabster) puts around the page out of the
 * tab order while no modal surface is open (shell spec, section 1: keyboard use; issue 19:
 * accessibility 1.0, no aria-hidden-focus).
 *
 * Why they are there: as soon as any Popover or Dialog trigger renders (the header has several),
 * Fluent initialises tabster's modalizer, and with Fluent's `controlTab: false` the modalizer asks
 * the root (the body) for "dummy inputs": an `<i data-tabster-dummy tabindex="0" aria-hidden>`
 * before and after #root. Their one job is to catch a Tab that comes in from the browser's own
 * interface while a modal is open and send it into the modal instead of onto hidden content.
 * Focusable yet aria-hidden, they fail axe's aria-hidden-focus on every page (Lighthouse included);
 * tabster's maintainers call this intended (microsoft/tabster#288) and there is no option to turn
 * them off without losing that job.
 *
 * So they stay, but tabbable (tabindex 0) only while a modal surface (aria-modal="true") is open,
 * when the rest of the page is aria-hidden anyway; otherwise tabindex -1. Tabster still focuses
 * them from script when it moves focus out of the page (it sets tabindex 0 itself first).
 */

const rootGuards = ':scope > i[data-tabster-dummy]';
const openModal = '[aria-modal="true"]';

function updateGuards(doc: Document): void {
  const tabIndex = doc.querySelector(openModal) === null ? -1 : 0;
  for (const guard of doc.body.querySelectorAll<HTMLElement>(rootGuards)) {
    if (guard.tabIndex !== tabIndex) guard.tabIndex = tabIndex;
  }
}

/** Starts watching the body; returns a function that stops watching. */
export function keepTabsterRootGuardsOutOfTabOrder(doc: Document = document): () => void {
  const observer = new MutationObserver(() => updateGuards(doc));
  // Guards are added and moved as direct children of the body; modals open in portals under it.
  observer.observe(doc.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['aria-modal', 'tabindex'],
  });
  updateGuards(doc);
  return () => observer.disconnect();
}
