/** Keeps document.title naming the page and the decoded vehicle (issue 21). */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { titleNamesVehicle, windowTitle } from '../../../domain/shell/window-title';
import { useBrowsingContext } from '../../store/browsing-context-storage';
import { whenIdle } from '../../when-idle';

/** The page's main heading as drawn: every page has one h1, already in the user's language. */
function pageHeading(main: HTMLElement): string | null {
  return main.querySelector('h1')?.textContent ?? null;
}

/**
 * Follows the h1 inside `main` (pages draw their headings as their data arrives, so it is
 * watched rather than read once, in idle moments) and the vehicle kept in the browsing
 * context, and writes the title the installed app's window and taskbar show. Draws nothing.
 */
export function WindowTitle({ appPath }: { appPath: string }) {
  const { t } = useTranslation();
  const context = useBrowsingContext();
  const [page, setPage] = useState<string | null>(null);

  useEffect(() => {
    const main = document.getElementById('main-content');
    if (!main) return;
    let stopped = false;
    // Each change to the page is a mutation record: while a page draws (thousands of them), the
    // observer stands down, and the heading is read once the browser is idle, then watched again.
    const observer = new MutationObserver(() => {
      observer.disconnect();
      whenIdle(readAndWatch);
    });
    function readAndWatch() {
      if (stopped || !main) return;
      setPage(pageHeading(main));
      observer.observe(main, { childList: true, subtree: true, characterData: true });
    }
    readAndWatch();
    return () => {
      stopped = true;
      observer.disconnect();
    };
  }, []);

  const car = context?.type === 'vin' ? context.carDetails : null;
  const vehicle =
    car && context?.vin && titleNamesVehicle(appPath)
      ? t('catalogue.vehicleByVin', '{{model}} {{year}}, VIN {{vin}}', {
          model: car.modelName,
          year: car.modelYear,
          vin: context.vin,
        })
      : null;
  const title = windowTitle({ page, vehicle, app: t('header.title', 'Parts Catalogue') });

  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
