/**
 * The policy PDF dialog, loaded when a policy is first asked for: the cookie notice and the
 * footer link to it on every page, but its dialog and PDF viewer stay out of the landing
 * page's scripts (issue 19).
 */
import { lazyWithPreload } from '../../../components/lazy-with-preload';

export const lazyPolicyDocumentDialog = lazyWithPreload(() =>
  import('./policy-document-dialog').then((module) => module.PolicyDocumentDialog),
);
