/**
 * Where the user is in the catalogue, kept in this window's session storage (catalogue spec, section 2)
 * so that a reload, a bookmark or a new window opened with it restores the vehicle, breadcrumb
 * and sections. Components read it through useBrowsingContext and re-render when it changes.
 */
import { useSyncExternalStore } from 'react';
import {
  browsingContextKeys,
  parseBrowsingContext,
  serializeBrowsingContext,
  type BrowsingContext,
} from '../../domain/catalogue/browsing-context';
import { readOncePerTurn } from './read-once-per-turn';

const listeners = new Set<() => void>();
let cachedText: string | undefined;
let cachedContext: BrowsingContext | null = null;

function storedEntries(): Record<string, string | null> {
  return Object.fromEntries(browsingContextKeys.map((key) => [key, sessionStorage.getItem(key)]));
}

const storedContext = readOncePerTurn((): BrowsingContext | null => {
  const entries = storedEntries();
  const text = JSON.stringify(entries);
  // Same snapshot object while nothing changed, as useSyncExternalStore requires.
  if (text !== cachedText) {
    cachedText = text;
    cachedContext = parseBrowsingContext(entries);
  }
  return cachedContext;
});

export function readBrowsingContext(): BrowsingContext | null {
  return storedContext.read();
}

/**
 * Stores the context, writing only the keys that changed (a page's data is tens of kilobytes),
 * and tells the screens only when something did: each one told reads the context again, and
 * redraws at once (useSyncExternalStore's updates are never sliced).
 */
export function writeBrowsingContext(context: BrowsingContext): void {
  let changed = false;
  for (const [key, value] of Object.entries(serializeBrowsingContext(context))) {
    if ((sessionStorage.getItem(key) ?? '') === value) continue;
    changed = true;
    if (value === '') sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  }
  if (!changed) return;
  storedContext.forget();
  listeners.forEach((listener) => listener());
}

/** Applies `change` to the stored context (or to `initial` when there is none) and stores it. */
export function updateBrowsingContext(
  initial: BrowsingContext,
  change: (context: BrowsingContext) => BrowsingContext,
): void {
  writeBrowsingContext(change(readBrowsingContext() ?? initial));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useBrowsingContext(): BrowsingContext | null {
  return useSyncExternalStore(subscribe, readBrowsingContext, () => null);
}

/**
 * One value drawn from the context (a string, number or boolean): the component redraws only
 * when that value changes, not on every change of the context, such as a page remembering
 * itself once its level has loaded.
 */
export function useBrowsingContextValue<T extends string | number | boolean | null>(
  select: (context: BrowsingContext | null) => T,
): T {
  return useSyncExternalStore(
    subscribe,
    () => select(readBrowsingContext()),
    () => select(null),
  );
}

/** A context for a vehicle entered by model, before any section is opened. */
export function emptyBrowsingContext(): BrowsingContext {
  return {
    type: 'model',
    vin: null,
    isSharedCatalogue: false,
    breadcrumb: [],
    carDetails: null,
    majorSection: null,
    minorSection: null,
    pageSection: null,
    pageData: null,
    showNonApplicable: false,
    bookmarkFeatures: null,
  };
}
