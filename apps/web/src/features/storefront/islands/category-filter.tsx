import type { PublicCategory } from '@vidriera/core';
import { useEffect, useRef } from 'react';
import { defineIsland } from '@/components/island';
import { CategoryFilter } from '../components/category-filter';

export interface CategoryFilterIslandProps {
  categories: PublicCategory[];
  value: string;
  action: string;
}

/** The store index with the chosen category, page 1 ("all" is the plain index). */
function categoryHref(action: string, category: string): string {
  return category === 'all' ? action : `${action}?${new URLSearchParams({ category }).toString()}`;
}

/** The category filter, sent as soon as the shopper picks (a choice made before the island came alive counts too). */
function CategoryFilterIsland({ categories, value, action }: CategoryFilterIslandProps) {
  const form = useRef<HTMLFormElement>(null);
  const go = (category: string) => {
    if (category !== value) window.location.assign(categoryHref(action, category));
  };
  useEffect(() => {
    const picked = form.current?.elements.namedItem('category');
    if (picked instanceof HTMLSelectElement && picked.value !== value) window.location.assign(categoryHref(action, picked.value));
  }, [action, value]);
  return <CategoryFilter categories={categories} value={value} action={action} onChange={go} formRef={form} />;
}

export default defineIsland('storefront/category-filter', CategoryFilterIsland);
