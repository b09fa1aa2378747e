// Lint rules, including the import boundaries of ARCHITECTURE.md: domain stays pure, and
// client and server meet only in domain.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import unicorn from 'eslint-plugin-unicorn';
import globals from 'globals';

// The client's shared layers, lowest first: each imports only those below it, never a feature
// nor the app (docs/architecture.md, 'Client layers').
const clientSharedLayers = ['pwa', 'store', 'api', 'i18n', 'reporting', 'machines', 'theme', 'components'];
const clientFeatures = [
  'admin',
  'bookmarks',
  'catalogue',
  'help',
  'notes',
  'session',
  'settings',
  'shopping-list',
  'subscription',
];

const clientZones = [
  // A feature imports shared layers and never another feature: what two share moves down, or
  // the app composes them (a page passes one feature's component into another as a slot).
  ...clientFeatures.map((feature) => ({
    target: `./src/client/features/${feature}`,
    from: './src/client/features',
    except: [`./${feature}`],
    message: 'a feature never imports another feature: move what both use to a shared layer, or compose them in app/.',
  })),
  {
    target: './src/client/features',
    from: './src/client/app',
    message: 'features never import the app: the app imports features.',
  },
  ...clientSharedLayers.map((layer, index) => ({
    target: `./src/client/${layer}`,
    from: [...clientSharedLayers.slice(index + 1), 'features', 'app', 'main.tsx'].map(
      (above) => `./src/client/${above}`,
    ),
    message: `shared layers import only those below them (${clientSharedLayers.join(' < ')}), never features or app.`,
  })),
];

const ioLibraries = [
  'react',
  'react-dom',
  'react-router-dom',
  'dexie',
  'dexie-react-hooks',
  'ky',
  'fastify',
  'xstate',
  '@xstate/react',
  'i18next',
  'react-i18next',
  'pg',
  '@electric-sql/pglite',
  'workbox-window',
];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'test-results', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX, 'react-hooks': reactHooks, unicorn },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: { 'import-x/resolver': { typescript: true, node: true } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'unicorn/filename-case': ['error', { case: 'kebabCase' }],
      'import-x/no-cycle': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/domain',
              from: ['./src/client', './src/server', './sw', './src/config'],
              message: 'domain is pure: it imports nothing from client, server, sw or config.',
            },
            { target: './src/client', from: './src/server', message: 'client and server meet only in domain.' },
            { target: './src/server', from: './src/client', message: 'client and server meet only in domain.' },
            {
              target: './sw',
              from: ['./src/server', './src/client'],
              message: 'the service worker imports only domain and config.',
            },
            {
              target: './src/config',
              from: ['./src/client', './src/server', './sw'],
              message: 'config is plain data.',
            },
            ...clientZones,
          ],
        },
      ],
    },
  },
  {
    files: ['src/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ioLibraries.map((name) => ({ name, message: 'domain holds pure rules without I/O.' })),
          patterns: [
            { group: ['node:*', '@fluentui/*', 'workbox-*'], message: 'domain holds pure rules without I/O.' },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'fetch', 'window', 'document', 'localStorage', 'sessionStorage'],
    },
  },
  {
    files: ['src/client/app/**', 'src/client/features/**', 'src/client/components/**'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'app, features and components reach data through api, store and machines.' },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'ky', message: 'app, features and components reach data through api, store and machines.' }],
        },
      ],
    },
  },
);
