import { CATALOGUE_PARAMS, type CatalogueFacets, type CatalogueSelection, toggleValue } from '@vidriera/core';
import { ColorDot } from '@/components/color-dot';
import { type CategoryNode, categoryTree, type ListingAddress, listingHref } from '../lib/filter-links';
import { FilterGroup, FilterLink } from './filter-link';
import { PriceFilterForm } from './price-filter-form';

interface FilterPanelProps {
  at: ListingAddress;
  selection: CatalogueSelection;
  facets: CatalogueFacets;
  /** Keeps the ids apart where the panel is drawn twice (the phone's sheet, the wide screen's column). */
  idPrefix: string;
}

/**
 * The list's filters (docs/product/storefront.md, "Filtros"): the category tree, each attribute's values (colours
 * with their swatch), the brands, the price range and "Solo con stock", each value with its count. Every value is
 * a link, so the filters work without JavaScript and a search engine follows them.
 */
export function FilterPanel({ at, selection, facets, idPrefix }: FilterPanelProps) {
  const tree = categoryTree(facets.categories, selection.category);
  const categoryLink = (node: CategoryNode, child: boolean) => (
    <li key={node.id}>
      <FilterLink
        href={listingHref(at, { ...selection, category: node.id === selection.category ? null : node.id })}
        chosen={node.id === selection.category}
        count={node.count}
      >
        {node.name}
      </FilterLink>
      {node.children.length > 0 && (
        <ul className={child ? undefined : 'ml-4 space-y-0.5'}>{node.children.map((c) => categoryLink(c, true))}</ul>
      )}
    </li>
  );
  const valueLinks = (key: string, values: CatalogueFacets['brands'], chosen: string[]) =>
    values.map((value) => (
      <li key={value.key}>
        <FilterLink
          href={listingHref(at, toggleValue(selection, key, value.key))}
          chosen={chosen.includes(value.key)}
          count={value.count}
        >
          {value.hexColor && <ColorDot color={value.hexColor} className="size-4" />}
          {value.name}
        </FilterLink>
      </li>
    ));
  return (
    <div className="space-y-5">
      {tree.length > 0 && (
        <FilterGroup id={`${idPrefix}-categoria`} title="Categoría">
          <li>
            <FilterLink
              href={listingHref(at, { ...selection, category: null })}
              chosen={selection.category === null}
              removable={false}
            >
              Todas las categorías
            </FilterLink>
          </li>
          {tree.map((node) => categoryLink(node, false))}
        </FilterGroup>
      )}
      {facets.attributes.map((attribute) => (
        <FilterGroup key={attribute.key} id={`${idPrefix}-${attribute.key}`} title={attribute.name}>
          {valueLinks(attribute.key, attribute.values, selection.values[attribute.key] ?? [])}
        </FilterGroup>
      ))}
      {facets.brands.length > 0 && (
        <FilterGroup id={`${idPrefix}-marca`} title="Marca">
          {valueLinks(CATALOGUE_PARAMS.brand, facets.brands, selection.brands)}
        </FilterGroup>
      )}
      {(facets.price || selection.priceMin !== null || selection.priceMax !== null) && (
        <PriceFilterForm at={at} selection={selection} price={facets.price} idPrefix={idPrefix} />
      )}
      <FilterGroup id={`${idPrefix}-stock`} title="Disponibilidad">
        <li>
          <FilterLink
            href={listingHref(at, { ...selection, inStock: !selection.inStock })}
            chosen={selection.inStock}
            count={facets.inStock}
          >
            Solo con stock
          </FilterLink>
        </li>
      </FilterGroup>
    </div>
  );
}
