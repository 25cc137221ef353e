import { fileURLToPath } from 'node:url';
import preact from '@preact/preset-vite';
import { configDefaults, defineConfig } from 'vitest/config';

const serverTests = (names: string[]) => names.map((name) => `apps/server/test/${name}.test.ts`);

/*
 * Every server file runs on PostgreSQL, as an ordinary role that row-level security binds (PGlite's one user is a
 * superuser, whom it never binds). These run on PGlite as well: what the embedded database does its own way, with one
 * connection every request shares (docs/decisions/029 and the loop turns of packages/db/src/loop-turn-dialect.ts):
 * orders, reservations and stock moves under concurrency, transactions that wait on each other, the job worker,
 * imports and uploads under their advisory locks, the demo store it seeds, its health check, the statements a page
 * costs, and the search's answers from its own text search (PostgreSQL 17 there, 15 here).
 */
const ALSO_ON_PGLITE = serverTests([
  'storefront-orders',
  'concurrent-order-moves',
  'reservation-ceiling',
  'hoarding',
  'orders-stock',
  'expired-orders',
  'reserved-units',
  'jobs-retries-workers',
  'jobs-order-mail',
  'catalogue-import-job',
  'catalogue-csv-import',
  'uploads',
  'demo',
  'health',
  'catalogue-version',
  'query-budget',
  'search',
  'word-matches',
]);

/*
 * The generated-input suites, the largest import and the driver's own prepared statements: on PostgreSQL, not again
 * behind PgBouncer when it runs every file (PGBOUNCER_SUITE=all): what they hunt for (a 5xx, an English message, a
 * broken stock sum, a slow or partial import) lives in our routes and SQL, and each costs a minute or more.
 */
const ONCE_ON_POSTGRES = serverTests([
  'fuzz-requests',
  'orders-property',
  'catalogue-csv-scale',
  'storefront-prepared-statements',
]);

/*
 * These are about PostgreSQL itself: migrating as an ordinary role that owns the database (row-level security binds
 * it), and the health check beside a full pool of connections. PGlite has neither roles nor a pool.
 */
const ONLY_ON_POSTGRES = [
  'apps/server/test/migrate-as-owner.test.ts',
  'apps/server/test/health-under-load.test.ts',
  // Query plans are PostgreSQL's: whether the hot statements read large tables through an index.
  'apps/server/test/hot-statement-plans.test.ts',
  // The big seed writes with session_replication_role, and generates what it writes on PostgreSQL.
  'apps/server/test/big-seed.test.ts',
];

/*
 * These open no database at all (the configuration, the error answers, fetching a picture, the web's files): once, on
 * PGlite.
 */
const NO_DATABASE = [
  'apps/server/test/backup-archive.test.ts',
  'apps/server/test/caddyfile-errors.test.ts',
  'apps/server/test/config.test.ts',
  'apps/server/test/config-backups.test.ts',
  'apps/server/test/config-pooler.test.ts',
  'apps/server/test/config-shutdown.test.ts',
  'apps/server/test/error-answers.test.ts',
  'apps/server/test/fetch-picture.test.ts',
  'apps/server/test/search-plan.test.ts',
  'apps/server/test/web-assets.test.ts',
];

/*
 * The search-quality test set (issue 47) imports a 78-product shop and asks it 63 questions, the trade's synonyms
 * some hundred: the ranking is the server's own (docs/decisions/050), so PGlite alone judges them; word-matches.test.ts
 * holds it to each driver's text search.
 */
const ONLY_ON_PGLITE = ['apps/server/test/search-quality.test.ts', 'apps/server/test/trade-synonyms.test.ts'];

/* The tenant scope and a connection pool in transaction mode: behind PgBouncer only (it starts its own, pool of 2). */
const ONLY_BEHIND_PGBOUNCER = ['apps/server/test/pgbouncer-tenant-isolation.test.ts'];

/*
 * What runs behind PgBouncer in transaction mode (docs/decisions/046): the whole server suite took about 20 minutes
 * there on a busy machine (bench/README.md, "Behind PgBouncer"), CI has no such time, so the files whose statements
 * depend on a session the most: the store scope on every route and between two stores, the storefront's reads once
 * prepared (pages, catalogue, search, kept pages, query counts), orders under concurrency and advisory locks, the
 * job worker's claims and retries, the catalogue's writes, imports (advisory lock in a job) and uploads (advisory
 * lock); one file each. PGBOUNCER_SUITE=all runs every file of server-postgres behind it.
 */
const BEHIND_PGBOUNCER = [
  ...ONLY_BEHIND_PGBOUNCER,
  'tenant-isolation',
  'store-pages',
  'catalogue-page-kept',
  'search',
  'storefront-orders',
  'concurrent-order-moves',
  'jobs-retries-workers',
  'catalogue-import-job',
  'uploads',
].map((name) => (name.startsWith('apps/') ? name : `apps/server/test/${name}.test.ts`));

const INCLUDED = {
  pglite: [...ALSO_ON_PGLITE, ...NO_DATABASE, ...ONLY_ON_PGLITE],
  postgres: ['apps/server/test/**/*.test.ts'],
  pgbouncer: process.env.PGBOUNCER_SUITE === 'all' ? ['apps/server/test/**/*.test.ts'] : BEHIND_PGBOUNCER,
};

const EXCLUDED = {
  pglite: [],
  postgres: [...NO_DATABASE, ...ONLY_ON_PGLITE, ...ONLY_BEHIND_PGBOUNCER],
  pgbouncer: [...NO_DATABASE, ...ONLY_ON_PGLITE, ...ONCE_ON_POSTGRES, ...ONLY_ON_POSTGRES],
};

const serverProject = (driver: 'pglite' | 'postgres' | 'pgbouncer') => ({
  test: {
    name: `server-${driver}`,
    include: INCLUDED[driver],
    exclude: [...configDefaults.exclude, ...EXCLUDED[driver]],
    env:
      driver === 'pgbouncer'
        ? { TEST_DB_DRIVER: 'postgres', TEST_DB_POOLER: 'transaction' }
        : { TEST_DB_DRIVER: driver },
    globalSetup: [
      'apps/server/test/helpers/global-setup.ts',
      ...(driver === 'pgbouncer' ? ['apps/server/test/helpers/pgbouncer-setup.ts'] : []),
    ],
    // A worker's files share one module registry: each builds its own app on its own database copy (test-app.ts) and
    // keeps no state in modules, and importing the server once a worker instead of once a file halves the project's time.
    isolate: false,
    // Margins for a slow machine running the e2e suite beside: a test that starts and stops servers took 25 s there.
    testTimeout: 90_000,
    hookTimeout: 120_000,
  },
});

export default defineConfig({
  test: {
    // Two files at a time even on two cores: most server tests wait on PostgreSQL or on a child server, not on the CPU.
    maxWorkers: 2,
    projects: [
      // Some core tests read every source file (the voice, the error table): seconds on a machine busy with the e2e suite.
      { test: { name: 'core', include: ['packages/*/test/**/*.test.ts'], testTimeout: 15_000 } },
      {
        // Web code without a DOM: pagination, prices, variant choice, the cart, the store pages' markup (*.test.ts).
        resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
        // Loading every island's code (island-registry.test.ts) takes seconds on a machine busy with the e2e suite.
        test: { name: 'web', include: ['apps/web/src/**/*.test.ts'], environment: 'node', testTimeout: 15_000 },
      },
      {
        // Components in a DOM (happy-dom, Testing Library) on the runtime the build ships: Preact through the preset's
        // aliases, for our code here and for the libraries through Node's resolver (apps/web/src/test/preact-aliases.mjs).
        plugins: [preact({ prefreshEnabled: false, devToolsEnabled: false })],
        resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
        test: {
          name: 'web-dom',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/test/dom-setup.ts'],
          execArgv: [
            '--import',
            fileURLToPath(new URL('./apps/web/src/test/register-preact-aliases.mjs', import.meta.url)),
          ],
          // Each worker's files share one DOM and module registry (half the time): a test leaves nothing behind (dom-setup.ts).
          isolate: false,
          restoreMocks: true,
          unstubGlobals: true,
          // A test takes about a second; the margin is for a machine busy with other work.
          testTimeout: 15_000,
        },
      },
      serverProject('pglite'),
      serverProject('postgres'),
      serverProject('pgbouncer'),
      {
        test: {
          name: 'system',
          // The whole-server tests run last, two files at a time on ports apart: they mostly wait on the servers they start
          // and kill, and nothing in them is a race against the clock.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
          include: ['apps/server/test-system/**/*.test.ts'],
          env: { TEST_DB_DRIVER: 'postgres' },
          globalSetup: ['apps/server/test/helpers/global-setup.ts', 'apps/server/test-system/build-server.ts'],
          testTimeout: 600_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
