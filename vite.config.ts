import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import griffel from '@griffel/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { inlineFluentTokensPlugin } from './build/inline-fluent-tokens';
import { webAppManifest } from './src/config/web-app-manifest';

/** The default locale file is precached so an offline reload has its wording. */
const defaultLocaleFile = 'locales/en-GB.json';
const defaultLocaleRevision = createHash('sha256').update(readFileSync(defaultLocaleFile)).digest('hex').slice(0, 16);

/**
 * Writes .br and .gz copies of the built text files at the highest compression levels, once
 * at build time, so the server sends small files without compressing on every request.
 */
const compressible = /\.(js|mjs|css|html|svg|json|webmanifest)$/;
const minimumBytes = 1024;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    // After vite-plugin-pwa has written sw.js, which is built last.
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        for (const file of filesUnder(outDir).filter((path) => compressible.test(path))) {
          const content = readFileSync(file);
          if (content.length < minimumBytes) continue;
          writeFileSync(
            `${file}.br`,
            brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          );
          writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        }
      },
    },
  };
}

/**
 * Country flags (shell spec, section 2; issue 18): the flag-icons package's 4x3 SVGs for
 * two-letter codes, copied to /flags/<code>.svg as static files. The app loads only the
 * flags it shows, one <img> each, so none of them adds to the scripts; the service worker
 * keeps those it has shown (sw/sw.ts), and they are left out of the precache.
 */
const flagSourceDir = 'node_modules/flag-icons/flags/4x3';
const twoLetterFlag = /^[a-z]{2}\.svg$/;

function flagFiles(): Plugin {
  let outDir = 'dist';
  return {
    name: 'flag-files',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    configureServer(server) {
      server.middlewares.use('/flags', (request, response, next) => {
        const name = (request.url ?? '').replace(/^\//, '').split('?')[0] ?? '';
        if (!twoLetterFlag.test(name)) return next();
        try {
          const svg = readFileSync(join(flagSourceDir, name));
          response.setHeader('content-type', 'image/svg+xml');
          response.end(svg);
        } catch {
          next();
        }
      });
    },
    writeBundle() {
      const target = join(outDir, 'flags');
      mkdirSync(target, { recursive: true });
      for (const name of readdirSync(flagSourceDir).filter((file) => twoLetterFlag.test(file))) {
        copyFileSync(join(flagSourceDir, name), join(target, name));
      }
    },
  };
}

/**
 * The page runs src/client/boot.ts instead of the app's entry: it waits for the first paint,
 * then imports the entry (issue 19). The entry and its imports stay preloaded from the start,
 * the entry by a modulepreload link that boot.ts reads its address from.
 */
const bootModule = '/src/client/boot.ts';

function bootAfterFirstPaint(): Plugin {
  return {
    name: 'boot-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk }) {
        const boot = Object.values(bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.facadeModuleId?.endsWith(bootModule),
        );
        if (!boot || !chunk) throw new Error(`The build has no chunk for ${bootModule} or for the page's entry`);
        const entryScript = `<script type="module" crossorigin src="/${chunk.fileName}"></script>`;
        if (!html.includes(entryScript)) throw new Error(`index.html does not load ${chunk.fileName} as expected`);
        return html.replace(
          entryScript,
          `<script type="module" crossorigin src="/${boot.fileName}"></script>\n` +
            `    <link rel="modulepreload" crossorigin href="/${chunk.fileName}" data-app-entry>`,
        );
      },
    },
  };
}

/** Libraries the shell itself runs on, whatever the page. */
const frameworkModules =
  /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|i18next|react-i18next|xstate|@xstate[\\/]react|use-sync-external-store|ky|workbox-window|@griffel[\\/](core|react)|@emotion[\\/]hash|@fluentui[\\/](react-provider|react-shared-contexts|react-utilities|react-jsx-runtime|react-theme|tokens|keyboard-keys|react-context-selector))[\\/]/;

/**
 * Griffel's style compiler (makeStyles and its kin at run time, with stylis and rtl-css-js):
 * the app's own styles are compiled when it is built (@griffel/vite-plugin), as Fluent's are
 * when Fluent is published, so only the few Fluent components that still compile styles in the
 * browser need it. Left out of the framework file, it loads with those components' pages.
 */
const griffelRuntimeCompiler =
  /node_modules[\\/]@griffel[\\/](core[\\/]src[\\/](runtime[\\/](?!reduceToClassNameForSlots|utils[\\/](hashSequence|normalizeCSSBucketEntry))|make\w*Styles|resolve\w*)|react[\\/]src[\\/]make\w*Styles)/;

const isFrameworkModule = (id: string): boolean => frameworkModules.test(id) && !griffelRuntimeCompiler.test(id);

const backend = process.env.BACKEND_URL ?? 'http://localhost:8080';

/** How many catalogue answers the service worker keeps (newest first), set at build time. */
function catalogueCacheMaxEntries(): number {
  const text = process.env.CATALOGUE_CACHE_MAX_ENTRIES ?? '2000';
  const entries = Number(text);
  if (!Number.isInteger(entries) || entries < 50 || entries > 100_000) {
    throw new Error(`CATALOGUE_CACHE_MAX_ENTRIES must be a whole number from 50 to 100000, but is '${text}'.`);
  }
  return entries;
}

export default defineConfig(({ command }) => ({
  // Read by the service worker (sw/cache-policy.ts).
  define: { __CATALOGUE_CACHE_MAX_ENTRIES__: JSON.stringify(catalogueCacheMaxEntries()) },
  resolve: {
    alias: [
      // No server-rendered styles to adopt (src/client/theme/no-style-rehydration.ts).
      {
        find: /^\.\/renderer\/rehydrateRendererCache\.js$/,
        replacement: fileURLToPath(new URL('src/client/theme/no-style-rehydration.ts', import.meta.url)),
      },
    ],
  },
  plugins: [
    react(),
    // The app's own makeStyles compiled to CSS rules when it is built, as Fluent's come (issue 19:
    // no style objects resolved in the first render). Each style file is evaluated in Node, so
    // the PDF viewer's is left out: evaluating react-pdf runs pdf.js, which fails there.
    inlineFluentTokensPlugin(),
    command === 'build' && griffel({ include: [/src\/client\/.*\.tsx?$/], exclude: [/pdf-document/] }),
    bootAfterFirstPaint(),
    flagFiles(),
    precompress(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      // The installable app's manifest, with shortcuts, files, sharing and screenshots (issue 21).
      manifest: webAppManifest,
      injectManifest: {
        globPatterns: ['**/*.{js,mjs,css,html,svg,png,webmanifest}'],
        // Loaded only where error reporting is configured (src/client/reporting).
        // Flags are kept as they are shown (sw/sw.ts), not all 250 up front. The manifest's
        // screenshots are for the browser's install dialog, never shown by the app itself.
        globIgnores: ['**/error-reporting-library-*.js', 'flags/**', 'screenshots/**'],
        additionalManifestEntries: [{ url: `/${defaultLocaleFile}`, revision: defaultLocaleRevision }],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      },
    }),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    // A dynamic import's scripts are not preloaded by added <link rel="modulepreload"> tags:
    // Chromium spent about 300 ms of a slow phone's main thread (4x CPU) appending the forty-odd
    // links the opened page and the full header bring at start, in the app's longest task. The
    // browser reads a chunk's imports as soon as the chunk arrives and fetches them together:
    // one round trip more on a first visit, none once the service worker keeps the files.
    // (CSS files, never given to resolveDependencies, are still loaded with their chunk.)
    modulePreload: { resolveDependencies: () => [] },
    rolldownOptions: {
      input: { index: 'index.html', boot: 'src/client/boot.ts' },
      output: {
        // Every page needs React, the router, translation, the state machines and Fluent's
        // styling core: one file for them, not the dozens of sub-kilobyte pieces automatic
        // splitting makes, each a request a slow phone waits on (issue 19). Components stay
        // where the pages that use them put them.
        codeSplitting: { groups: [{ name: 'framework', test: isFrameworkModule }] },
      },
    },
  },
  server: {
    proxy: { '/api': backend, '/locales': backend },
  },
}));
