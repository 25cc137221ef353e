import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { MIGRATION_NAMES } from '@vidriera/db';
import { build } from 'vite';
import { TEST_TMP } from '../test/helpers/test-database';

const ROOT = join(import.meta.dirname, '../../..');

export interface PreviousRelease {
  /** The commit the release was built from: the newest of main's own line whose migrations come before the newest. */
  commit: string;
  /** How many migrations that release has: the first ones of the sources under test, in order. */
  migrations: number;
  /** The newest migration that release has (it migrates up to it at start). */
  lastMigration: string;
  /** The newest migration of the sources under test, which that release does not have. */
  newMigration: string;
  /** Its server, bundled as `npm run build` bundles it. */
  bundle: string;
  /** Whether its instances drain on SIGTERM (SHUTDOWN_DRAIN): a release before it must be taken out of Caddy first. */
  drains: boolean;
}

const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();

/** The migrations a commit has, in order. */
const migrationsAt = (commit: string) =>
  git('ls-tree', '--name-only', `${commit}:packages/db/src/migrations`)
    .split('\n')
    .filter((name) => /^\d{3}-.+\.ts$/.test(name))
    .map((name) => name.replace(/\.ts$/, ''))
    .sort();

/**
 * The server of the release before the newest migrations, bundled from git: the newest commit of main's own line
 * (first parents: what was released, merges whole) whose migrations are the first ones of the sources under test and
 * fewer, so an upgrade from it applies the rest in order. Its sources (apps/server, packages/core, packages/db) are
 * built with apps/server/vite.config.ts of that commit against this checkout's node_modules. It needs the repository's
 * history (not a shallow clone) and is kept in .tmp/ by commit, so a second run reuses it.
 */
export async function previousRelease(): Promise<PreviousRelease> {
  const newMigration = MIGRATION_NAMES.at(-1) ?? '';
  const commit = git('rev-list', '--first-parent', '--max-count=400', 'HEAD')
    .split('\n')
    .find((c) => {
      const names = migrationsAt(c);
      return names.length < MIGRATION_NAMES.length && names.every((name, i) => name === MIGRATION_NAMES[i]);
    });
  if (!commit)
    throw new Error(`git no tiene una versión anterior a la migración ${newMigration} (¿un clon sin historia?)`);
  const migrations = migrationsAt(commit).length;
  const lastMigration = MIGRATION_NAMES[migrations - 1] ?? '';
  const dir = join(TEST_TMP, `previous-release-${commit.slice(0, 12)}`);
  const bundle = join(dir, 'apps/server/.system-build/main.js');
  const release = () => ({
    commit,
    migrations,
    lastMigration,
    newMigration,
    bundle,
    drains: readFileSync(join(dir, 'apps/server/src/shared/config.ts'), 'utf8').includes('SHUTDOWN_DRAIN'),
  });
  if (existsSync(bundle)) return release();

  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  execFileSync(
    'sh',
    [
      '-c',
      `git archive ${commit} tsconfig.base.json apps/server/src apps/server/tsconfig.json apps/server/vite.config.ts packages/core packages/db | tar -x -C "$0"`,
      dir,
    ],
    { cwd: ROOT },
  );
  // Its npm packages are this checkout's: the release's own would be the same unless package-lock.json changed since.
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'));
  symlinkSync(join(ROOT, 'apps/server/node_modules'), join(dir, 'apps/server/node_modules'));
  const serverRoot = join(dir, 'apps/server');
  await build({
    root: serverRoot,
    configFile: join(serverRoot, 'vite.config.ts'),
    logLevel: 'warn',
    // Our own packages from that commit, not the workspace links (which point at this checkout's).
    resolve: {
      alias: [
        { find: /^@vidriera\/core$/, replacement: join(dir, 'packages/core/src/index.ts') },
        { find: /^@vidriera\/db\/fixtures$/, replacement: join(dir, 'packages/db/src/factories/clothing.ts') },
        { find: /^@vidriera\/db$/, replacement: join(dir, 'packages/db/src/index.ts') },
      ],
    },
    build: { outDir: join(serverRoot, '.system-build'), emptyOutDir: true },
  });
  return release();
}
