import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The server's areas and the areas each may import: the composition root (apps/server/src/*.ts beside main.ts)
 * builds the context, mounts every area and hands the job worker every area's jobs; an area imports only what is
 * listed here, lower areas first. A new area goes here with what it needs (docs/ARCHITECTURE.md).
 */
const SERVER_AREAS = {
  shared: [],
  jobs: ['shared'],
  storage: ['shared'],
  stock: ['shared'],
  search: ['shared', 'stock'],
  'public-store': ['shared'],
  mail: ['shared', 'jobs'],
  backups: ['shared', 'jobs'],
  auth: ['shared', 'jobs', 'mail'],
  web: ['shared', 'auth'],
  domains: ['shared', 'auth', 'jobs'],
  plugins: ['shared', 'auth', 'domains', 'storage'],
  stores: ['shared', 'auth', 'domains', 'storage'],
  catalogue: ['shared', 'auth', 'jobs', 'search', 'stock', 'storage'],
  discounts: ['shared', 'auth', 'catalogue', 'public-store'],
  push: ['shared', 'auth', 'jobs'],
  measurement: ['shared', 'auth', 'jobs'],
  'abandoned-checkouts': ['shared', 'auth', 'domains', 'jobs', 'mail', 'public-store'],
  carriers: ['shared', 'auth', 'public-store'],
  orders: [
    'shared',
    'auth',
    'carriers',
    'catalogue',
    'discounts',
    'domains',
    'abandoned-checkouts',
    'jobs',
    'mail',
    'measurement',
    'public-store',
    'push',
    'stock',
  ],
  customers: ['shared', 'auth', 'catalogue'],
  statistics: ['shared', 'auth', 'search'],
  'mercado-pago': ['shared', 'auth', 'domains', 'jobs', 'orders', 'public-store', 'stock'],
  storefront: ['shared', 'catalogue', 'discounts', 'orders', 'public-store', 'search', 'stock', 'stores', 'web'],
  housekeeping: ['shared', 'jobs', 'orders', 'stock', 'storage'],
  'super-admin': ['shared', 'auth', 'domains', 'jobs', 'stores'],
  demo: ['shared', 'auth', 'storage', 'super-admin'],
};
const serverAreaPath = (area) =>
  ['shared', 'plugins'].includes(area) ? `./apps/server/src/${area}` : `./apps/server/src/modules/${area}`;

// Every folder of the server is an area of the list, and the list has no cycle: each area names only areas listed
// before it, so no two areas can import each other.
const serverFolders = [
  ...readdirSync(new URL('./apps/server/src', import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'modules')
    .map((entry) => entry.name),
  ...readdirSync(new URL('./apps/server/src/modules', import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name),
];
for (const folder of serverFolders) {
  if (!(folder in SERVER_AREAS))
    throw new Error(`apps/server/src: ${folder} no está en SERVER_AREAS (eslint.config.js)`);
}
Object.entries(SERVER_AREAS).forEach(([area, allowed], index) => {
  const earlier = Object.keys(SERVER_AREAS).slice(0, index);
  const later = allowed.filter((other) => !earlier.includes(other));
  if (later.length)
    throw new Error(`SERVER_AREAS: ${area} importa ${later.join(', ')}, que no están antes en la lista`);
});

const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.system-build/**',
      '.tmp/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    // No import cycles anywhere: a cycle means two modules are one, or a shared part is missing. npm packages are not
    // followed (none imports our code back); our workspace packages resolve to their sources and are (a cycle through
    // @vidriera/db is reported), at less than half the linter's time.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Dependencies are parsed as TypeScript too, or a cycle through a .ts file goes unseen.
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: ['packages/*/tsconfig.json', 'apps/*/tsconfig.json', 'e2e/tsconfig.json', 'bench/tsconfig.json'],
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Feature zones (bulletproof-react): a web feature imports shared code (components/, lib/, hooks/) and its own
    // folder, never another feature nor the app shell; what two features need belongs in the shared folders.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...webFeatures.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
              message: 'Una feature importa solo código compartido (components, lib, hooks) y su propia carpeta.',
            })),
            {
              target: './apps/web/src/features',
              from: './apps/web/src/app',
              message: 'Las features no importan la app.',
            },
          ],
        },
      ],
    },
  },
  {
    // Import direction (bulletproof-react): app → features → shared. Shared code never reaches into features.
    files: ['apps/web/src/components/**', 'apps/web/src/lib/**', 'apps/web/src/hooks/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/features/*', '@/app/*'], message: 'El código compartido no importa features ni app.' },
          ],
        },
      ],
    },
  },
  {
    // The server's areas (docs/ARCHITECTURE.md, "The server's areas"): each may import only the areas SERVER_AREAS
    // lists for it, never the composition root beside main.ts; the list has no cycle (checked above), so no two
    // areas import each other.
    files: ['apps/server/src/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: Object.entries(SERVER_AREAS).flatMap(([area, allowed]) => [
            {
              target: serverAreaPath(area),
              from: Object.keys(SERVER_AREAS)
                .filter((other) => other !== area && !allowed.includes(other))
                .map(serverAreaPath),
              message: `El área ${area} importa solo ${allowed.join(', ') || 'paquetes'} (SERVER_AREAS en eslint.config.js).`,
            },
            {
              target: serverAreaPath(area),
              from: './apps/server/src/*.ts',
              message: 'Un área no importa la raíz de composición: la raíz la monta a ella.',
            },
          ]),
        },
      ],
    },
  },
  {
    // The domain core is imported by both sides and imports nothing of ours.
    files: ['packages/core/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@vidriera/*'], message: 'core no importa otros paquetes del proyecto.' }] },
      ],
    },
  },
  {
    files: ['**/test/**', 'e2e/**', 'bench/**', '**/cli-*.ts', 'packages/db/src/seed/**'],
    rules: { 'no-console': 'off' },
  },
);
