import { writeFileSync } from 'node:fs';
import { SEARCH_CATALOGUE_FILE } from './catalogue-file';
import { searchCatalogueCsv } from './tiendanube-csv';

/*
 * Writes the search-quality shop's Tiendanube export (tiendanube-csv.ts) to test/fixtures after its products change:
 *   node --import tsx apps/server/test/search-quality/write-search-catalogue.ts
 */
writeFileSync(SEARCH_CATALOGUE_FILE, searchCatalogueCsv());
console.log(`Wrote ${SEARCH_CATALOGUE_FILE}`);
