// The reporting library behind one module, so its lazily loaded chunk has a name the service
// worker's precache can leave out (vite.config.ts): only deployments with a DSN load it.
export { captureException, init } from '@sentry/browser';
