/**
 * What each autoloaded folder's plugins receive. Autoload hands one options object to every
 * plugin of a folder, so each object carries what all of them take, and `satisfies` checks it
 * against each plugin's own options type: renaming an option breaks the build, not the start.
 */
import type clientConfigRoute from './routes/api/client-config/client-config-route';
import type localesRoute from './routes/locales/locales-route';
import type demoResetRoute from './routes/api/demo-reset/demo-reset-route';
import { isDemoMode } from './db/demo-reset/demo-mode';
import { loadIdentityProviderSettings } from './idp/identity-provider-settings';
import type { ServerConfig } from './config';
import type { Database } from './db/database';
import type dealerStandIn from './dealer/dealer-stand-in';
import type { DealerSessionOptions } from './dealer/dealer-sessions';
import type edixRoute from './edix/edix-route';
import type identityProviders from './idp/identity-providers';
import type shopperLogin from './commerce/shopper-login/shopper-login';
import type catalogueCachePlugin from './plugins/app/catalogue-cache';
import type databasePlugin from './plugins/app/database';
import type fileStoragePlugin from './plugins/app/file-storage';
import type { FileStorage } from './files/file-storage';
import type mailOutbox from './plugins/app/mail-outbox';
import type paymentProcessorPlugin from './plugins/app/payment-processor';
import type signInLimits from './plugins/app/rate-limit';
import type shopperAuth from './plugins/app/shopper-auth';
import type clientFiles from './plugins/client/client-files';
import type spaFallback from './plugins/client/spa-fallback';
import type { ClientConfig } from '../domain/shell/client-config';
import type securityHeaders from './plugins/external/security-headers';

type OptionsOf<Plugin> = Plugin extends (app: never, options: infer Options, ...rest: never[]) => unknown
  ? Options
  : never;

export function externalPluginOptions(config: ServerConfig) {
  return { errorReportingDsn: config.errorReportingDsn } satisfies OptionsOf<typeof securityHeaders>;
}

export function appPluginOptions(config: ServerConfig, database: Database, fileStorage: FileStorage) {
  return {
    database,
    fileStorage,
    mail: config.mail,
    limits: config.rateLimits,
    tokenSecret: config.auth.tokenSecret,
    paymentProcessor: config.paymentProcessor,
    catalogueCacheMb: config.catalogueCacheMb,
  } satisfies OptionsOf<typeof databasePlugin> &
    OptionsOf<typeof catalogueCachePlugin> &
    OptionsOf<typeof paymentProcessorPlugin> &
    OptionsOf<typeof fileStoragePlugin> &
    OptionsOf<typeof mailOutbox> &
    OptionsOf<typeof signInLimits> &
    OptionsOf<typeof shopperAuth>;
}

export function routeOptions(config: ServerConfig, dealerSessions: DealerSessionOptions | undefined) {
  return {
    clientConfig: clientConfigOf(config),
    localesDir: config.localesDir,
    auth: config.auth,
    targets: config.edixTargets,
    publicUrl: config.auth.publicUrl,
    dealerSessions: dealerSessions ?? {},
    demoMode: isDemoMode(config, loadIdentityProviderSettings()),
  } satisfies OptionsOf<typeof clientConfigRoute> &
    OptionsOf<typeof demoResetRoute> &
    OptionsOf<typeof localesRoute> &
    OptionsOf<typeof identityProviders> &
    OptionsOf<typeof shopperLogin> &
    OptionsOf<typeof edixRoute> &
    OptionsOf<typeof dealerStandIn>;
}

export function clientPluginOptions(config: ServerConfig) {
  return {
    staticDir: config.staticDir,
    clientConfig: clientConfigOf(config),
    localesDir: config.localesDir,
  } satisfies OptionsOf<typeof clientFiles> & OptionsOf<typeof spaFallback>;
}

/** The deployment's settings for the app: GET /api/client-config answers them, and pages carry them. */
function clientConfigOf(config: ServerConfig): ClientConfig {
  return {
    errorReportingDsn: config.errorReportingDsn ?? null,
    siteUrlMode: config.urlModes.site,
    localeUrlMode: config.urlModes.locale,
  };
}
