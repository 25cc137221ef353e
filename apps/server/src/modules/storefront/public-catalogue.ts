import { type CatalogueSelection, type PublicProductsPage, STOREFRONT_PAGE_SIZE } from '@vidriera/core';
import type { Database } from '@vidriera/db';
import type { Kysely } from 'kysely';
import { catalogueCards, earliest } from './catalogue-cards';
import { NO_SEARCH, resolveListing } from './catalogue-listing';
import { planFromAnalysis } from '../search/query-analysis';
import { nearWords, readQueryWords } from '../search/near-words';
import { nameFacets, valuesOfChosenAttributes } from './catalogue-facets';
import type { KeptReads } from '../../shared/kept-reads';
import {
  keptCatalogueIndex,
  keptQueryWords,
  keptStoreTerms,
  keptVocabulary,
  keptWords,
  readCatalogueIndex,
  type SearchedWords,
  type StoreVersions,
} from './catalogue-index';
import { listFromIndex } from './catalogue-index-listing';
import { readStoreVocabulary, type StoreVocabulary } from './store-vocabulary';
import { readStoreTerms } from './store-terms';
import { matchWords } from './word-matches';

/**
 * Public reads of the storefront's catalogue pages and search: the words matched over the store's terms, the list and its
 * filters' counts over the store's catalogue index (catalogue-index.ts), then the page's cards in one query however
 * many variants and attributes they show (catalogue-cards.ts; the public API keeps each page under the store's version,
 * catalogue-page-route.ts); one product's page is public-product.ts. Availability is the one rule of
 * modules/stock/availability.ts.
 */

/**
 * A catalogue page and when what it shows changes by itself: the first active reservation of the store's variants to
 * expire (a product may then come back to the list or its filters; nothing is written then, store-page-version.ts) or
 * a promotion of its cards starting or ending; null when neither is ahead.
 */
export interface CataloguePage {
  catalogue: PublicProductsPage;
  changesAt: Date | null;
}

/** What a catalogue page lists: the words searched (null: no search) and the filters chosen, resolved for the store. */
export interface CatalogueFilter {
  query: string | null;
  selection: CatalogueSelection;
}

/**
 * What `query` (empty: none) finds in the store: the words' plan and the products matched, over the store's terms
 * (store-terms.ts) kept at its catalogue version when `kept` says where, else read for this page alone.
 */
async function readWords(
  db: Kysely<Database>,
  storeId: string,
  vocabulary: StoreVocabulary,
  query: string,
  kept?: KeptCatalogue,
): Promise<SearchedWords> {
  if (!query) return { plan: NO_SEARCH, matches: null };
  const [words, terms] = await Promise.all(
    kept
      ? [keptQueryWords(kept.reads, db, query), keptStoreTerms(kept.reads, db, storeId, kept.catalogueVersion)]
      : [readQueryWords(db, query), readStoreTerms(db, storeId)],
  );
  const plan = await planFromAnalysis(db, { ...nearWords(terms.words, words), ...vocabulary.words });
  return { plan, matches: matchWords(terms, plan) };
}

/** Where a store's catalogue index comes from: the instance's kept ones, at the store's versions. */
export interface KeptCatalogue extends StoreVersions {
  reads: KeptReads;
}

/**
 * A catalogue page (or search results) of a store the caller already found, with what its filters offer and, when a
 * search found nothing, the words it may have meant. The store's catalogue index (catalogue-index.ts) and what the
 * words found are the kept ones when `kept` says where, else read for this page alone.
 */
export async function listPublicProducts(
  db: Kysely<Database>,
  storeId: string,
  page: number,
  filter: CatalogueFilter,
  kept?: KeptCatalogue,
): Promise<CataloguePage> {
  const query = filter.query ?? '';
  const [index, vocabulary] = await Promise.all(
    kept
      ? [
          keptCatalogueIndex(kept.reads, db, storeId, kept),
          keptVocabulary(kept.reads, db, storeId, kept.catalogueVersion),
        ]
      : [readCatalogueIndex(db, storeId), readStoreVocabulary(db, storeId)],
  );
  const read = () => readWords(db, storeId, vocabulary, query, kept);
  const words = await (kept ? keptWords(kept.reads, storeId, kept.catalogueVersion, query, read) : read());
  const listing = resolveListing(storeId, vocabulary, filter.query, words.plan, filter.selection);
  const ofChosen = valuesOfChosenAttributes(listing, vocabulary);
  const listed = listFromIndex(index, listing, words.matches, page, ofChosen);
  const cards = await catalogueCards(db, storeId, listed.page, kept);
  return {
    catalogue: {
      items: cards.items,
      total: listed.total,
      page,
      pageSize: STOREFRONT_PAGE_SIZE,
      facets: nameFacets(listing, vocabulary, listed.facets),
      suggestion: listed.total === 0 ? words.plan.suggestion : null,
    },
    changesAt: earliest([index.until, cards.changesAt]),
  };
}
