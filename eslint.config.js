// Lint rules, including the import boundaries of ARCHITECTURE.md: domain stays pure, and
// client and server meet only in domain.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import unicorn from 'eslint-plugin-unicorn';
import globals from 'globals';

const ioLibraries = [
  'react', 'react-dom', 'react-router-dom', 'dexie', 'dexie-react-hooks', 'ky', 'fastify',
  'xstate', '@xstate/react', 'i18next', 'react-i18next', 'pg', '@electric-sql/pglite',
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
      'import-x/no-restricted-paths': ['error', {
        zones: [
          { target: './src/domain', from: ['./src/client', './src/server', './sw', './src/config'],
            message: 'domain is pure: it imports nothing from client, server, sw or config.' },
          { target: './src/client', from: './src/server', message: 'client and server meet only in domain.' },
          { target: './src/server', from: './src/client', message: 'client and server meet only in domain.' },
          { target: './sw', from: ['./src/server', './src/client'], message: 'the service worker imports only domain and config.' },
          { target: './src/config', from: ['./src/client', './src/server', './sw'], message: 'config is plain data.' },
        ],
      }],
    },
  },
  {
    files: ['src/domain/**'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: ioLibraries.map((name) => ({ name, message: 'domain holds pure rules without I/O.' })),
        patterns: [{ group: ['node:*', '@fluentui/*', 'workbox-*'], message: 'domain holds pure rules without I/O.' }],
      }],
      'no-restricted-globals': ['error', 'fetch', 'window', 'document', 'localStorage', 'sessionStorage'],
    },
  },
  {
    files: ['src/client/app/**', 'src/client/features/**', 'src/client/components/**'],
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: 'app, features and components reach data through api, store and machines.' }],
      'no-restricted-imports': ['error', { paths: [{ name: 'ky', message: 'app, features and components reach data through api, store and machines.' }] }],
    },
  },
);
