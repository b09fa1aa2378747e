/**
 * Which header and footer a page gets (shell spec, section 2). Pure: the catalogue-path list
 * is configuration (src/config/shell.ts), so the caller passes it in.
 */

export type HeaderKind = 'full' | 'simple' | 'logout-only';

export interface HeaderSelectionInput {
  /** The app path without site and locale; a query or hash is ignored. */
  appPath: string;
  registered: boolean;
  /** Paths whose pages, and the pages below them, are catalogue pages. */
  cataloguePaths: readonly string[];
}

/** "The header there shows only a logout button." (section 2, /eu-legislation) */
const logoutOnlyPath = '/eu-legislation';
/** "Paths containing illustration-display hide the footer and use the simple header." */
const illustrationDisplayMarker = 'illustration-display';

export function selectHeader({ appPath, registered, cataloguePaths }: HeaderSelectionInput): HeaderKind {
  const path = pathOf(appPath);
  if (path.includes(illustrationDisplayMarker)) return 'simple';
  if (isUnder(path, logoutOnlyPath)) return 'logout-only';
  return registered && isCataloguePath(path, cataloguePaths) ? 'full' : 'simple';
}

export function showsFooter(appPath: string): boolean {
  return !pathOf(appPath).includes(illustrationDisplayMarker);
}

/** "On catalogue paths the footer can be collapsed and expanded." */
export function footerCollapsible(appPath: string, cataloguePaths: readonly string[]): boolean {
  const path = pathOf(appPath);
  return showsFooter(path) && isCataloguePath(path, cataloguePaths);
}

export function isCataloguePath(appPath: string, cataloguePaths: readonly string[]): boolean {
  const path = pathOf(appPath);
  return cataloguePaths.some((cataloguePath) => isUnder(path, cataloguePath));
}

/** The path itself or one below it: /catalogue covers /catalogue/12 but not /catalogues. */
function isUnder(path: string, base: string): boolean {
  const trimmedBase = base.replace(/\/+$/, '');
  return path === trimmedBase || path.startsWith(`${trimmedBase}/`);
}

function pathOf(appPath: string): string {
  const end = appPath.search(/[?#]/);
  const path = end >= 0 ? appPath.slice(0, end) : appPath;
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}
