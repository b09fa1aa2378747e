/** The footer's EU2018/858 compliance notice (shell spec, section 2). */
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  DialogTrigger,
  Link,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { company } from '../../../../config/company';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/**
 * "An EU2018/858 compliance modal with a contact notice." (shell spec, section 2). Loaded when
 * first opened (compliance-link.tsx): the footer is on every page, the dialog rarely read.
 */
export function ComplianceDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <Dialog open={open} onOpenChange={(_event, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('footer.compliance.title', 'EU2018/858 compliance')}</DialogTitle>
          <DialogContent className={styles.content}>
            <Text as="p">
              {t(
                'footer.compliance.body',
                'Regulation (EU) 2018/858 requires vehicle manufacturers to give independent operators unrestricted, standardised and non-discriminatory access to vehicle repair and maintenance information. This parts catalogue is part of that access: independent repairers can subscribe to it on the same terms as authorised retailers.',
              )}
            </Text>
            <Text as="p" data-testid="compliance-contact">
              {t(
                'footer.compliance.contact',
                'For questions about access to repair and maintenance information, contact us at {{email}} or {{phone}}.',
                {
                  email: company.complianceEmail,
                  phone: company.compliancePhone,
                },
              )}
            </Text>
            <Link href={`mailto:${company.complianceEmail}`}>
              {t('footer.compliance.email', 'Email the access team')}
            </Link>
          </DialogContent>
          <DialogActions>
            <DialogTrigger disableButtonEnhancement>
              <Button appearance="primary">{t('footer.compliance.close', 'Close')}</Button>
            </DialogTrigger>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
