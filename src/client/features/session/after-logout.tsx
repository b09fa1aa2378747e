/** Tidies up the device and picks the landing page once a logout has happened (shell spec, sections 4 and 8). */
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { productSiteId } from '../../../config/sites';
import { buildUrlWithSiteLocale } from '../../../domain/site-locale/build-url';
import { appSiteLocaleConfig } from '../../i18n/app-site-locale-config';
import { SessionContext } from '../../machines/session/session-context';
import { clearLastCustomer } from '../../store/last-customer';
import { clearSessionData, flagErrorLoading } from '../../store/sign-in-storage';
import { useSiteLocale } from '../../i18n/site-locale-context';

/**
 * Where the app goes after a logout (shell spec, sections 4 and 8): the session's data is
 * cleared and the user lands on /; when the logout call itself failed, the error-loading flag
 * is set and the user goes home in en-GB on the product's own site.
 */
export function AfterLogout() {
  const session = SessionContext.useActorRef();
  const afterLogout = SessionContext.useSelector((snapshot) => snapshot.context.afterLogout);
  const navigate = useNavigate();
  const { hrefFor } = useSiteLocale();

  useEffect(() => {
    if (!afterLogout) return;
    clearSessionData();
    clearLastCustomer();
    session.send({ type: 'logout.handled' });
    if (afterLogout === 'landing') {
      navigate(hrefFor('/'));
    } else {
      // "Clear auth, log, set the error-loading flag, go to the home path" (shell spec, 8).
      console.error('The logout service could not be told; signed out on this device only.');
      flagErrorLoading();
      window.location.assign(
        buildUrlWithSiteLocale('/home', { site: productSiteId, locale: 'en-GB' }, appSiteLocaleConfig()),
      );
    }
  }, [afterLogout, session, navigate, hrefFor]);

  return null;
}
