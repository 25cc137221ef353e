import { SYNONYM_LINES_MAX } from '@vidriera/core';

/**
 * Synonyms as merchants and the repository write them (docs/product/storefront.md, "Búsqueda"): a group a line.
 * "remera, camiseta, playera" makes the words one another's synonyms; "calzado => zapatillas, zapatos" makes the
 * left word find the right ones too, not the other way round (a pair of zapatillas is calzado; "zapatillas" should
 * not bring boots). A term may have several words ("traje de baño"). Lines starting with "#" are comments.
 */
export interface SynonymRule {
  /** The terms a query must hold for the rule to apply. */
  from: string[];
  /** The terms it then finds: `from`'s too. */
  to: string[];
}

const terms = (text: string) =>
  text
    .split(',')
    .map((term) => term.trim().replace(/\s+/g, ' '))
    .filter(Boolean);

/** The rules of a text of lines; a line without two terms says nothing and is left out. */
export function parseSynonymLines(text: string): SynonymRule[] {
  const rules: SynonymRule[] = [];
  for (const raw of text.split('\n').slice(0, SYNONYM_LINES_MAX * 4)) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const arrow = line.indexOf('=>');
    if (arrow >= 0) {
      const from = terms(line.slice(0, arrow));
      const to = terms(line.slice(arrow + 2));
      if (from.length && to.length) rules.push({ from, to: [...from, ...to] });
    } else {
      const group = terms(line);
      if (group.length >= 2) rules.push({ from: group, to: group });
    }
  }
  return rules;
}
