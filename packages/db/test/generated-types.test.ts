import { readFile } from 'node:fs/promises';
import { expect, it } from 'vitest';
import { GENERATED_TYPES_FILE, generateDatabaseTypes } from '../src/generate-types';

// The table types the code compiles against are the migrated schema's: a migration without `npm run db:types` fails here.
it('keeps the checked-in table types equal to those of a freshly migrated database', async () => {
  const generated = await generateDatabaseTypes();
  const checkedIn = await readFile(GENERATED_TYPES_FILE, 'utf8');
  expect(
    checkedIn,
    'packages/db/src/generated/database.ts is not what the migrations give: run npm run db:types and commit the file',
  ).toBe(generated);
}, 120_000);
