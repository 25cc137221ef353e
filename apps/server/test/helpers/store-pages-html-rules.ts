import type { ConfigData } from 'html-validate';

/*
 * What html-validate checks on the server-rendered store pages (apps/server/test/store-pages-html.test.ts): its
 * recommended rules, each left on unless a line below turns it off and says why. A rule turned off is about form,
 * never about meaning (labels, types, legends, ARIA, inline styles on cards stay checked).
 */
export const STORE_PAGES_HTML_RULES: ConfigData = {
  extends: ['html-validate:recommended'],
  rules: {
    // React writes boolean attributes empty (`disabled=""`) and self-closes void elements (`<img/>`): the same markup
    // a browser reads, written another way.
    'attribute-boolean-style': 'off',
    'void-style': 'off',
    // `<!doctype html>` in lower case, as the build's minifier writes it: the standard reads both alike.
    'doctype-style': 'off',
    // Blank space the server leaves where it writes the page's head: whitespace between tags means nothing.
    'no-trailing-whitespace': 'off',
    // Preact writes some attributes as their DOM property is spelt (`enterKeyHint`); HTML reads attribute names in
    // any case.
    'attr-case': 'off',
  },
};
