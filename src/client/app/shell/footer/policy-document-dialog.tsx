/** Shows the privacy or cookie policy PDF from the footer (shell spec, section 2). */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { PolicyDocumentName } from '../../../../domain/shell/policy-documents';
import { fetchPolicyDocument } from '../../../api/policy-documents';
import { PdfDialog } from '../../../features/catalogue/documents/pdf-dialog';

/** The privacy or cookie policy as a PDF in a modal; 'No document found' when it cannot load. */
export function PolicyDocumentDialog({ name, onClose }: { name: PolicyDocumentName | null; onClose: () => void }) {
  const { t } = useTranslation();
  const titles: Record<PolicyDocumentName, string> = {
    'privacy-policy': t('footer.privacyPolicy', 'Privacy Policy'),
    'cookie-policy': t('footer.cookiePolicy', 'Cookie Policy'),
    'terms-and-conditions': t('footer.termsAndConditions', 'Terms and Conditions'),
  };
  const shown = name ?? 'privacy-policy';
  const load = useCallback((signal: AbortSignal) => fetchPolicyDocument(shown, signal), [shown]);
  return <PdfDialog title={titles[shown]} open={name !== null} onClose={onClose} load={load} />;
}
