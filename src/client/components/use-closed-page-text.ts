/** Words for why a page is closed to the user (shell spec, section 6). */
import { useTranslation } from 'react-i18next';
import type { PageDecision } from '../../domain/access/page-access';

export type ClosedDecision = Exclude<PageDecision['kind'], 'open' | 'wait' | 'profile-unknown'>;

/** Why a page is closed to the user, in their words: a heading and what it means for them. */
export function useClosedPageText(): Record<ClosedDecision, { title: string; explanation: string }> {
  const { t } = useTranslation();
  return {
    'sign-in-needed': {
      title: t('access.signInNeeded.title', 'Sign in to open this page'),
      explanation: t(
        'access.signInNeeded.explanation',
        'The parts catalogue is for registered users: catalogue data, documents and prices need an approved account. Sign in with your company, retailer or third-party account.',
      ),
    },
    'approval-awaited': {
      title: t('access.approvalAwaited.title', 'Your registration is waiting for approval'),
      explanation: t(
        'access.approvalAwaited.explanation',
        'An administrator has to approve your account before you can use the catalogue. You can sign in once it has been approved.',
      ),
    },
    rejected: {
      title: t('access.rejected.title', 'Your registration has been rejected'),
      explanation: t(
        'access.rejected.explanation',
        'This account cannot use the parts catalogue, so nothing of it was kept on this device. If you think this is a mistake, contact your administrator or Customer Services.',
      ),
    },
    'subscription-expired': {
      title: t('access.subscriptionExpired.title', 'Your subscription has ended'),
      explanation: t(
        'access.subscriptionExpired.explanation',
        'The catalogue is open to independent subscribers while their subscription runs. Renew it under Manage Subscription to open the catalogue again.',
      ),
    },
    'no-catalogue-access': {
      title: t('access.noCatalogueAccess.title', 'This account has no catalogue access'),
      explanation: t(
        'access.noCatalogueAccess.explanation',
        'Catalogue access needs an approved internal, retailer or third-party account, or an independent one that is sponsored by a retailer or subscribed. Ask your administrator.',
      ),
    },
    'admin-only': {
      title: t('access.adminOnly.title', 'Only administrators can open this page'),
      explanation: t(
        'access.adminOnly.explanation',
        'This page is for approved administrators: internal staff and retailer parts managers. Your account is not an administrator.',
      ),
    },
    'subscription-only': {
      title: t('access.subscriptionOnly.title', 'This page is for independent subscribers'),
      explanation: t(
        'access.subscriptionOnly.explanation',
        'Manage Subscription is for true-independent users, who pay for the catalogue themselves. Your account has no subscription to manage.',
      ),
    },
    'data-download-only': {
      title: t('access.dataDownloadOnly.title', 'The Data Download Platform needs data download access'),
      explanation: t(
        'access.dataDownloadOnly.explanation',
        'Your account is not enabled for data download, or its access has expired. Ask your administrator for access.',
      ),
    },
  };
}
