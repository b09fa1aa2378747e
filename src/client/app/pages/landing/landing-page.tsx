/** Landing and sign-in, where every visitor arrives and logout returns (shell spec, section 2). */
import { Text, Title1, makeStyles, shorthands, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { brands } from '../../../../config/sites';
import { useIsOffline } from '../../../machines/connectivity-context';
import { useSessionKind } from '../../../machines/session/session-context';
import { useSignedInCustomer } from '../../../machines/session/use-signed-in-customer';
import { AppLink } from '../../../components/app-link';
import { OfflineNote } from '../../../components/offline-note';
import { useMayOpen } from '../../../machines/session/use-may-open';
import { SignInOptions } from '../../../features/session/sign-in-options';
import { RefusedSignInNote } from './refused-sign-in-note';
import { SignedInNote } from './signed-in-note';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '1024px' },
  brands: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, listStyleType: 'none', padding: 0 },
  brand: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    width: '280px',
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
    ...shorthands.border(tokens.strokeWidthThin, 'solid', tokens.colorNeutralStroke2),
  },
});

/**
 * The landing and sign-in page: the three sign-in kinds, and the brands. The brands link to
 * their catalogue only for users who may open it; for others they are names, since signing in
 * comes first.
 */
export default function LandingPage() {
  const { t } = useTranslation();
  const styles = useStyles();
  const offline = useIsOffline();
  const kind = useSessionKind();
  const customer = useSignedInCustomer();
  const mayOpen = useMayOpen();

  return (
    <article className={styles.page}>
      <Title1 as="h1">{t('landing.title', 'Parts Catalogue')}</Title1>
      <Text as="p">
        {t('landing.intro', 'Find the right part for the vehicle in front of you, online or offline.')}
      </Text>
      {kind === 'registered' ? (
        <SignedInNote name={customer?.c_epcFullName ?? ''} />
      ) : (
        <section aria-labelledby="sign-in-heading">
          <RefusedSignInNote />
          <Text as="h2" id="sign-in-heading" weight="semibold" size={500} block>
            {t('landing.signIn', 'Sign in')}
          </Text>
          <Text as="p">
            {t(
              'landing.signInWhy',
              'The catalogue, its documents and prices are for registered users: sign in to open them.',
            )}
          </Text>
          <SignInOptions disabled={offline} />
          {offline && (
            <Text as="p" size={200}>
              {t('landing.signInNeedsNetwork', 'Signing in needs the network. Try again once it is back.')}
            </Text>
          )}
        </section>
      )}
      <section aria-labelledby="brands-heading">
        <Text as="h2" id="brands-heading" weight="semibold" size={500}>
          {t('landing.brands', 'Brands')}
        </Text>
        <ul className={styles.brands}>
          {brands.map((brand) => (
            <li key={brand.siteId} className={styles.brand}>
              <img src={brand.logoUrl} alt="" width={Math.round(40 * brand.logoAspectRatio)} height={40} />
              {mayOpen('/home') ? (
                <AppLink to="/home" site={brand.siteId}>
                  {brand.name}
                </AppLink>
              ) : (
                <Text>{brand.name}</Text>
              )}
            </li>
          ))}
        </ul>
      </section>
      <OfflineNote>
        {t(
          'landing.offline',
          'Offline: this page and every page you have opened before keep working without a network.',
        )}
      </OfflineNote>
    </article>
  );
}
