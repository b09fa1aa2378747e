import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

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

export default defineConfig({
  // Read by the service worker (sw/cache-policy.ts).
  define: { __CATALOGUE_CACHE_MAX_ENTRIES__: JSON.stringify(catalogueCacheMaxEntries()) },
  plugins: [
    react(),
    precompress(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      manifest: {
        name: 'Parts Catalogue',
        short_name: 'Parts',
        description: 'Electronic parts catalogue that works offline',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#0b5d3b',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        globPatterns: ['**/*.{js,mjs,css,html,svg,png,webmanifest}'],
        // Loaded only where error reporting is configured (src/client/reporting).
        globIgnores: ['**/error-reporting-library-*.js'],
        additionalManifestEntries: [{ url: `/${defaultLocaleFile}`, revision: defaultLocaleRevision }],
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      },
    }),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
  },
  server: {
    proxy: { '/api': backend, '/locales': backend },
  },
});
