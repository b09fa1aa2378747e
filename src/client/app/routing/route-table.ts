/**
 * Every route of both spec documents, each page loaded lazily on first visit. Paths are app
 * paths: the site and locale prefix is read and removed before they are matched.
 */
import { matchPath } from 'react-router-dom';
import { lazyPage, type PreloadablePage } from './lazy-page';

export interface AppRoute {
  path: string;
  Page: PreloadablePage;
}

export const appRoutes: readonly AppRoute[] = [
  { path: '/', Page: lazyPage('landing-page', () => import('../pages/landing/landing-page')) },
  { path: '/callback', Page: lazyPage('callback-page', () => import('../pages/callback/callback-page')) },
  { path: '/callback/:kind', Page: lazyPage('callback-page', () => import('../pages/callback/callback-page')) },
  { path: '/home', Page: lazyPage('home-page', () => import('../pages/home/home-page')) },
  {
    path: '/config-selector/:type/:catOrVinId',
    Page: lazyPage('config-selector-page', () => import('../pages/config-selector/config-selector-page')),
  },
  { path: '/catalogue/:catHieId', Page: lazyPage('catalogue-page', () => import('../pages/catalogue/catalogue-page')) },
  {
    path: '/shared-catalogue/:id',
    Page: lazyPage('shared-catalogue-page', () => import('../pages/shared-catalogue/shared-catalogue-page')),
  },
  {
    path: '/major-section/:catId',
    Page: lazyPage('major-section-page', () => import('../pages/major-section/major-section-page')),
  },
  {
    path: '/major-section/:catId/minor-section/:minorCatHeiId',
    Page: lazyPage('minor-section-page', () => import('../pages/minor-section/minor-section-page')),
  },
  {
    path: '/major-section/:catId/minor-section/:minorCatHeiId/page-section/:pagesCatHeiId',
    Page: lazyPage('page-section-page', () => import('../pages/page-section/page-section-page')),
  },
  {
    path: '/vin-decoder/:vinTerm',
    Page: lazyPage('vin-decoder-page', () => import('../pages/vin-decoder/vin-decoder-page')),
  },
  {
    // Text or a link shared with the installed app (issue 21: the manifest's share_target).
    path: '/share-target',
    Page: lazyPage('share-target-page', () => import('../pages/share-target/share-target-page')),
  },
  { path: '/help', Page: lazyPage('help-page', () => import('../pages/help/help-page')) },
  {
    path: '/shopping-list',
    Page: lazyPage('shopping-list-page', () => import('../pages/shopping-list/shopping-list-page')),
  },
  {
    path: '/illustration-display',
    Page: lazyPage(
      'illustration-display-page',
      () => import('../pages/illustration-display/illustration-display-page'),
    ),
  },
  {
    path: '/search/:catHieId/:searchCat/:searchTerm',
    Page: lazyPage('search-page', () => import('../pages/search/search-page')),
  },
  {
    path: '/admin-management',
    Page: lazyPage('admin-management-page', () => import('../pages/admin-management/admin-management-page')),
  },
  { path: '/notes', Page: lazyPage('notes-page', () => import('../pages/notes/notes-page')) },
  { path: '/settings', Page: lazyPage('settings-page', () => import('../pages/settings/settings-page')) },
  {
    path: '/eu-legislation',
    Page: lazyPage('eu-legislation-page', () => import('../pages/eu-legislation/eu-legislation-page')),
  },
  {
    path: '/upload-csv-xml',
    Page: lazyPage('upload-csv-xml-page', () => import('../pages/upload-csv-xml/upload-csv-xml-page')),
  },
  {
    path: '/search-history',
    Page: lazyPage('search-history-page', () => import('../pages/search-history/search-history-page')),
  },
  {
    path: '/registration',
    Page: lazyPage('registration-page', () => import('../pages/registration/registration-page')),
  },
  {
    path: '/manage-subscription',
    Page: lazyPage('manage-subscription-page', () => import('../pages/manage-subscription/manage-subscription-page')),
  },
  { path: '*', Page: lazyPage('not-found-page', () => import('../pages/not-found/not-found-page')) },
];

/**
 * Loads the code of the page an app path shows, so the first render has it and does not
 * suspend (issue 19: no skeleton, then the page 300 ms later, on every start).
 */
export function preloadPageFor(appPath: string): Promise<void> {
  const pathname = appPath.split(/[?#]/)[0] ?? '/';
  const route = appRoutes.find(({ path }) => matchPath({ path, end: true }, pathname) !== null);
  return route ? route.Page.preload() : Promise.resolve();
}
