/** The footer's link to the EU2018/858 compliance notice (shell spec, section 2). */
import { Link, makeStyles } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { DialogOnFirstUse } from '../../../components/dialog-on-first-use';
import { lazyWithPreload } from '../../../components/lazy-with-preload';

// The dialog's code loads when first wanted, not with every page's footer (issue 19).
const complianceDialog = lazyWithPreload(() => import('./compliance-dialog').then((module) => module.ComplianceDialog));

const useStyles = makeStyles({
  trigger: { textAlign: 'start' },
});

export function ComplianceLink() {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <DialogOnFirstUse
      trigger={
        <Link as="button" className={styles.trigger}>
          {t('footer.compliance.open', 'EU2018/858 compliance')}
        </Link>
      }
      preload={complianceDialog.preload}
    >
      {(open, setOpen) => <complianceDialog.Component open={open} onClose={() => setOpen(false)} />}
    </DialogOnFirstUse>
  );
}
