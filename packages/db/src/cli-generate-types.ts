import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { GENERATED_TYPES_FILE, generateDatabaseTypes } from './generate-types';

// Writes the table types of a freshly migrated database (`npm run db:types`); a test fails while they differ.
const code = await generateDatabaseTypes();
await mkdir(dirname(GENERATED_TYPES_FILE), { recursive: true });
await writeFile(GENERATED_TYPES_FILE, code);
console.warn(`Tipos de la base escritos en ${GENERATED_TYPES_FILE}`);
