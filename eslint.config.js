// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The dependency rule of the hexagon, enforced here so that a violation fails `npm test`:
 * core imports only core; adapters never import ui; ui never imports adapters;
 * storage, network, timers and the wall clock are touched only by adapters.
 */
const outsideCore = { group: ['../**/adapters/**', '../**/ui/**', '../**/src/**', '../**/tests/**'], message: 'core imports only core.' };
const anyPackage = { regex: '^[^.]', message: 'core is plain TypeScript: it imports no package, only other core files.' };

const ioGlobals = [
  { name: 'localStorage', message: 'Storage is a port: use KeyValueStorage (adapters only).' },
  { name: 'sessionStorage', message: 'Storage is a port: use KeyValueStorage (adapters only).' },
  { name: 'fetch', message: 'The network belongs to adapters.' },
  { name: 'setTimeout', message: 'Timers belong to adapters: use the Clock port.' },
  { name: 'setInterval', message: 'Timers belong to adapters: use the Clock port.' },
  { name: 'XMLHttpRequest', message: 'The network belongs to adapters.' },
];
const ioProperties = [
  { object: 'Date', property: 'now', message: 'The wall clock is a port: use Clock.now().' },
  { object: 'window', property: 'localStorage', message: 'Storage is a port: use KeyValueStorage (adapters only).' },
  { object: 'window', property: 'fetch', message: 'The network belongs to adapters.' },
  { object: 'window', property: 'setTimeout', message: 'Timers belong to adapters: use the Clock port.' },
  { object: 'window', property: 'setInterval', message: 'Timers belong to adapters: use the Clock port.' },
  { object: 'globalThis', property: 'fetch', message: 'The network belongs to adapters.' },
  { object: 'globalThis', property: 'setTimeout', message: 'Timers belong to adapters: use the Clock port.' },
];

export default tseslint.config(
  { ignores: ['dist/**', 'dist-*/**', 'data/**', 'coverage/**', 'node_modules/**', 'public/**', 'tests/architecture/fixtures/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['ui/**/*.{ts,tsx}', 'src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['core/**/*.ts', 'ui/**/*.{ts,tsx}', 'src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-globals': ['error', ...ioGlobals],
      'no-restricted-properties': ['error', ...ioProperties],
    },
  },
  {
    files: ['core/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [outsideCore, anyPackage] }] },
  },
  {
    files: ['ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['../**/adapters/**'], message: 'ui never imports an adapter: take a port or use case from the container.' }] },
      ],
    },
  },
  {
    files: ['adapters/**/*.ts'],
    ignores: ['adapters/tutor/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['../**/ui/**', '../**/src/**', '../**/server/**'], message: 'adapters import core and their own technology only.' }] },
      ],
    },
  },
  {
    // The offline tutor is an engine both composition roots use: it knows no device and no server.
    files: ['adapters/tutor/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../**/local/**', '../**/browser/**', '../**/supabase/**', '../**/http/**', '../**/tesseract/**', '../**/ui/**', '../**/src/**', '../**/server/**'],
              message: 'the offline tutor imports core and its own files only.',
            },
          ],
        },
      ],
    },
  },
  {
    // Two composition roots that never import each other: the browser's (src) and the server's.
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['../**/ui/**', '../**/src/**'], message: 'the server composes core and adapters, never the browser app.' }] },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['../**/server/**'], message: 'the browser app never imports the server.' }] }],
    },
  },
);
