import type { SuggestionsStore } from './search-suggestions';

/*
 * The search box's suggestions (search-suggestions.ts) are fetched only when the shopper reaches for the box: its
 * first focus or key. Until then, and without JavaScript, the box is the plain GET form to the search page.
 */

/** The attribute on the header's search forms holding the store's slug and base, as JSON. */
export const SUGGESTIONS_ATTRIBUTE = 'data-suggestions';

/** Fetches the suggestions' code on the first use of each search box in `root`. */
export function wakeSearchSuggestions(root: ParentNode = document): void {
  for (const form of root.querySelectorAll<HTMLFormElement>(`form[${SUGGESTIONS_ATTRIBUTE}]`)) {
    const start = () => {
      form.removeEventListener('focusin', start);
      form.removeEventListener('input', start);
      const store = JSON.parse(form.getAttribute(SUGGESTIONS_ATTRIBUTE) ?? '{}') as SuggestionsStore;
      void import('./search-suggestions').then(({ attachSuggestions }) => attachSuggestions(form, store));
    };
    form.addEventListener('focusin', start);
    form.addEventListener('input', start);
    // Focused before this script ran (a tap while the page was drawn).
    if (form.contains(document.activeElement)) start();
  }
}
