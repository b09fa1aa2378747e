/** Follows what the installed app is opened with: a parts list file, a shortcut, a share (issue 21). */
import { useEffect, useEffectEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { stripSiteLocale } from '../../../domain/site-locale/strip-url';
import { appSiteLocaleConfig } from '../../i18n/app-site-locale-config';
import { useSiteLocale } from '../../i18n/site-locale-context';
import { consumeLaunches, type Launch } from '../../pwa/launch-queue';

/** Where a file opened with the app is previewed: the shopping list's upload (issue 16). */
const uploadPath = '/upload-csv-xml';

/**
 * A file opened with the installed app goes to the upload preview; a shortcut or a share
 * that reaches the window already open (launch_handler focus-existing) goes to its page in
 * this window, keeping the site and language. Draws nothing.
 */
export function LaunchHandler() {
  const navigate = useNavigate();
  const { hrefFor } = useSiteLocale();
  // The consumer is set once; it reads the current site and language when a launch comes.
  const follow = useEffectEvent((launch: Launch) => {
    const here = `${window.location.pathname}${window.location.search}`;
    const appPath =
      launch.kind === 'file'
        ? uploadPath
        : stripSiteLocale(`${launch.url.pathname}${launch.url.search}`, appSiteLocaleConfig());
    const href = hrefFor(appPath);
    if (href !== here) navigate(href);
  });
  useEffect(() => consumeLaunches(follow), []);
  return null;
}
