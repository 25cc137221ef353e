import { formatPrice, imageSrc } from '@vidriera/core';
// Types only: the store pages' bundle stays free of the contracts' schemas (docs/decisions/027-route-table.md).
import type { Suggestions } from '@vidriera/core';

/*
 * The search box's suggestions while typing (docs/product/storefront.md, "Búsqueda"), the code the store page fetches
 * on the shopper's first touch of the box (search-suggestions-wake.ts). The box becomes a combobox (WAI-ARIA's
 * pattern): the list follows what is typed, a moment after the last key, the request before it cancelled; the arrows
 * move through it, Enter opens the option chosen (or sends the form, as without JavaScript), Escape closes it.
 */

/** How long typing must pause before the suggestions are asked for. */
export const SUGGESTIONS_DELAY_MS = 150;

interface Option {
  label: string;
  detail: string;
  href: string;
  /** A product's first picture, drawn small beside its name. */
  picture?: string | null;
}

const OPTION_CLASS =
  'flex cursor-pointer items-center justify-between gap-3 rounded-sm px-3 py-2 text-sm aria-selected:bg-accent aria-selected:text-accent-foreground';

/** The options for an answer: its products, its categories, then the search itself. */
function optionsOf(answer: Suggestions, query: string, store: SuggestionsStore, action: string): Option[] {
  return [
    ...answer.products.map((p) => ({
      label: p.name,
      detail: formatPrice(p.minPriceCents),
      href: `${store.productPath}${encodeURIComponent(p.slug)}`,
      picture: p.image && imageSrc(p.image, 'product', 320),
    })),
    ...answer.categories.map((c) => ({
      label: c.name,
      detail: 'Categoría',
      href: `${store.index}?${new URLSearchParams({ category: c.id }).toString()}`,
    })),
    { label: `Buscar «${query}»`, detail: '', href: `${action}?${new URLSearchParams({ q: query }).toString()}` },
  ];
}

/**
 * The addresses a search box's suggestions need, written by the server (components/store-header.tsx) so this code
 * carries no route table: the API's with `q=` last, a product page's path before its segment, the store index.
 */
export interface SuggestionsStore {
  api: string;
  productPath: string;
  index: string;
}

/** Makes the search box of `form` (rendered by components/store-search-form.tsx) suggest as the shopper types. */
export function attachSuggestions(form: HTMLFormElement, store: SuggestionsStore): void {
  const input = form.querySelector<HTMLInputElement>('input[name="q"]');
  if (!input || form.dataset.suggesting) return;
  form.dataset.suggesting = 'true';
  const action = form.getAttribute('action') ?? '';
  const listId = `${input.id}-sugerencias`;
  const list = document.createElement('ul');
  list.id = listId;
  list.setAttribute('role', 'listbox');
  list.setAttribute('aria-label', 'Sugerencias');
  list.hidden = true;
  list.className =
    'absolute inset-x-0 top-full z-50 mt-1 max-h-[70vh] overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-md';
  const status = document.createElement('span');
  status.setAttribute('role', 'status');
  status.className = 'sr-only';
  form.append(list, status);
  Object.entries({
    role: 'combobox',
    'aria-autocomplete': 'list',
    'aria-expanded': 'false',
    'aria-controls': listId,
  }).forEach(([name, value]) => input.setAttribute(name, value));

  let options: Option[] = [];
  let active = -1;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let asking: AbortController | undefined;

  const choose = (index: number) => {
    active = index;
    [...list.children].forEach((item, i) => item.setAttribute('aria-selected', String(i === index)));
    if (index < 0) input.removeAttribute('aria-activedescendant');
    else {
      input.setAttribute('aria-activedescendant', `${listId}-${index}`);
      list.children[index]?.scrollIntoView?.({ block: 'nearest' });
    }
  };
  const close = () => {
    list.hidden = true;
    input.setAttribute('aria-expanded', 'false');
    choose(-1);
  };
  const show = (next: Option[]) => {
    options = next;
    list.replaceChildren(
      ...next.map((option, i) => {
        const item = document.createElement('li');
        item.id = `${listId}-${i}`;
        item.setAttribute('role', 'option');
        item.className = OPTION_CLASS;
        const label = document.createElement('span');
        label.className = 'min-w-0 flex-1 truncate';
        label.textContent = option.label;
        const detail = document.createElement('span');
        detail.className = 'shrink-0 text-xs text-muted-foreground';
        detail.textContent = option.detail;
        if (option.picture) {
          // Beside the name that says the same: nothing for a screen reader to read twice.
          const picture = document.createElement('img');
          Object.assign(picture, { src: option.picture, alt: '', width: 40, height: 40 });
          picture.className = 'size-10 shrink-0 rounded-sm object-cover';
          item.append(picture);
        }
        item.append(label, detail);
        // The box keeps the focus: a tap on an option must not close the list before it counts.
        item.addEventListener('mousedown', (event) => event.preventDefault());
        item.addEventListener('click', () => window.location.assign(option.href));
        return item;
      }),
    );
    list.hidden = false;
    input.setAttribute('aria-expanded', 'true');
    choose(-1);
    const found = next.length - 1;
    status.textContent = found === 0 ? 'Sin sugerencias' : found === 1 ? '1 sugerencia' : `${found} sugerencias`;
  };
  const ask = async (query: string) => {
    asking?.abort();
    const controller = (asking = new AbortController());
    try {
      const res = await fetch(`${store.api}${encodeURIComponent(query)}`, {
        signal: controller.signal,
        headers: { accept: 'application/json' },
      });
      if (!res.ok) return;
      const answer = (await res.json()) as Suggestions;
      if (controller.signal.aborted || document.activeElement !== input) return;
      show(optionsOf(answer, query, store, action));
    } catch {
      // Cancelled by the next key, or offline: the form still searches on Enter.
    }
  };
  const follow = () => {
    clearTimeout(timer);
    asking?.abort();
    const query = input.value.trim().replace(/\s+/g, ' ');
    if (!query) return close();
    timer = setTimeout(() => void ask(query), SUGGESTIONS_DELAY_MS);
  };

  input.addEventListener('input', follow);
  input.addEventListener('keydown', (event) => {
    const open = !list.hidden && options.length > 0;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return follow();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      choose(active + step < -1 ? options.length - 1 : active + step >= options.length ? -1 : active + step);
    } else if (event.key === 'Enter' && open && active >= 0) {
      event.preventDefault();
      window.location.assign(options[active]?.href ?? action);
    } else if (event.key === 'Escape' && open) {
      // The list closes; the words stay (a second Escape clears the box, as the browser does).
      event.preventDefault();
      close();
    }
  });
  input.addEventListener('blur', () => {
    clearTimeout(timer);
    asking?.abort();
    close();
  });
  // What was typed before this code arrived is followed at once.
  if (document.activeElement === input && input.value !== input.defaultValue) follow();
}
