/** The footer's link to the EU2018/858 compliance notice (shell spec, section 2). */
import { Link, makeStyles } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeferredControl } from '../../../components/deferred-control';
import { lazyWithPreload } from '../../../components/lazy-with-preload';

// The dialog's code loads when first wanted, not with every page's footer (issue 19).
const complianceDialog = lazyWithPreload(() => import('./compliance-dialog').then((module) => module.ComplianceDialog));

const useStyles = makeStyles({
  trigger: { textAlign: 'start' },
});

export function ComplianceLink() {
  const { t } = useTranslation();
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  // Kept once opened, so that closing it animates and gives focus back to the link.
  const [asked, setAsked] = useState(0);
  return (
    <>
      <Link
        as="button"
        className={styles.trigger}
        aria-haspopup="dialog"
        onClick={() => {
          setAsked((count) => count + 1);
          setOpen(true);
        }}
        onPointerEnter={complianceDialog.preload}
        onFocus={complianceDialog.preload}
      >
        {t('footer.compliance.open', 'EU2018/858 compliance')}
      </Link>
      {asked > 0 && (
        <DeferredControl attempt={asked}>
          <complianceDialog.Component open={open} onClose={() => setOpen(false)} />
        </DeferredControl>
      )}
    </>
  );
}
