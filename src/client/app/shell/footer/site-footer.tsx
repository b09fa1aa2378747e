/** The footer under every page but the illustration display, collapsible on catalogue paths (shell spec, section 2). */
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { ChevronDownRegular, ChevronUpRegular } from '@fluentui/react-icons';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { AboutUsLinks } from './about-us-links';
import { ApplicationLinks } from './application-links';
import { CustomerServices } from './customer-services';
import { RegisteredOffice } from './registered-office';
import { SocialLinks } from './social-links';
import { useFooterHidden, writeFooterHidden } from './use-footer-hidden';

const useStyles = makeStyles({
  footer: {
    backgroundColor: tokens.colorNeutralBackground3,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalXL}`,
  },
  toggle: { display: 'flex', justifyContent: 'flex-end' },
  sections: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
    gap: tokens.spacingHorizontalXXL,
    paddingBlock: tokens.spacingVerticalM,
  },
});

const sectionsId = 'site-footer-sections';

/**
 * The footer of every page but the illustration display (shell spec, section 2). On catalogue
 * paths it can be collapsed; the choice is kept in the isFooterHidden cookie for 90 days.
 * Memoised: the shell renders again on every navigation, the footer only when `collapsible` flips.
 */
export const SiteFooter = memo(function SiteFooter({ collapsible }: { collapsible: boolean }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const hiddenByChoice = useFooterHidden();
  const hidden = collapsible && hiddenByChoice;

  return (
    <footer className={styles.footer} data-testid="site-footer">
      {collapsible && (
        <div className={styles.toggle}>
          <Button
            appearance="subtle"
            size="small"
            icon={hidden ? <ChevronUpRegular /> : <ChevronDownRegular />}
            aria-expanded={!hidden}
            aria-controls={sectionsId}
            onClick={() => writeFooterHidden(!hidden)}
            data-testid="footer-toggle"
          >
            {hidden ? t('footer.show', 'Show footer') : t('footer.hide', 'Hide footer')}
          </Button>
        </div>
      )}
      <div id={sectionsId} className={styles.sections} hidden={hidden}>
        {!hidden && (
          <>
            <CustomerServices />
            <AboutUsLinks />
            <ApplicationLinks />
            <RegisteredOffice />
            <SocialLinks />
          </>
        )}
      </div>
    </footer>
  );
});
