import { fileURLToPath } from 'node:url';

/** The search-quality shop's Tiendanube export, as the merchant brings it to "Importar CSV". */
export const SEARCH_CATALOGUE_FILE = fileURLToPath(new URL('../fixtures/search-catalogue.csv', import.meta.url));
