/** The footer's registered office, with the links to the policy PDFs (shell spec, section 2). */
import { Link, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { company } from '../../../../config/company';
import type { PolicyDocumentName } from '../../../../domain/shell/policy-documents';
import { useIsOffline } from '../../../machines/connectivity-context';
import { FooterSection } from './footer-section';
import { DeferredControl } from '../../../components/deferred-control';
import { lazyPolicyDocumentDialog as policyDialog } from './lazy-policy-document-dialog';

const useStyles = makeStyles({
  address: { fontStyle: 'normal', display: 'flex', flexDirection: 'column' },
  policies: { display: 'flex', gap: tokens.spacingHorizontalL, flexWrap: 'wrap' },
});

/** The registered office address, with the privacy and cookie policies as PDF modals. */
export function RegisteredOffice() {
  const { t } = useTranslation();
  const styles = useStyles();
  const offline = useIsOffline();
  const [opened, setOpened] = useState<PolicyDocumentName | null>(null);
  // Kept once opened, so that closing it animates and gives focus back to the link.
  const [asked, setAsked] = useState(0);
  const open = (name: PolicyDocumentName) => {
    setAsked((count) => count + 1);
    setOpened(name);
  };
  return (
    <FooterSection title={t('footer.registeredOffice', 'Registered Office')}>
      <address className={styles.address}>
        <Text weight="semibold">{company.name}</Text>
        {company.registeredOffice.map((line) => (
          <Text key={line}>{line}</Text>
        ))}
        <Text size={200}>
          {t('footer.companyNumber', 'Company number {{number}}', { number: company.companyNumber })}
        </Text>
      </address>
      <div className={styles.policies}>
        <Link
          as="button"
          onClick={() => open('privacy-policy')}
          onPointerEnter={policyDialog.preload}
          onFocus={policyDialog.preload}
        >
          {t('footer.privacyPolicy', 'Privacy Policy')}
        </Link>
        <Link
          as="button"
          onClick={() => open('cookie-policy')}
          onPointerEnter={policyDialog.preload}
          onFocus={policyDialog.preload}
        >
          {t('footer.cookiePolicy', 'Cookie Policy')}
        </Link>
      </div>
      {offline && (
        <Text size={200} data-testid="policies-offline-note">
          {t('footer.policiesOffline', 'Offline: a policy opens only if it was opened on this device before.')}
        </Text>
      )}
      {asked > 0 && (
        <DeferredControl attempt={asked}>
          <policyDialog.Component name={opened} onClose={() => setOpened(null)} />
        </DeferredControl>
      )}
    </FooterSection>
  );
}
