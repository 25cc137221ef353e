import Papa from 'papaparse';

/*
 * The CSV files people open in Excel in Spanish (docs/product/catalogue.md, "Planilla CSV"): UTF-8 with a BOM so the
 * accents read right, `;` between cells (the decimal comma is the cell's own) and Windows line ends. Every export
 * writes through here: the catalogue, the customers, the orders for the accountant.
 */

export const CSV_BOM = '\uFEFF';
/** A text cell Excel would run as a formula (`-` too: `-2+3` is one) is written with a leading apostrophe. */
const FORMULA = /^[=+\-@\t\r]/;
export const escapeFormula = (cell: string) => (FORMULA.test(cell) ? `'${cell}` : cell);
/** An import's reading of such a cell: the apostrophe goes. */
export const unescapeFormula = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);

/** Rows as CSV text, `;` and CRLF, no BOM (a file is `CSV_BOM` and its parts joined by CRLF). */
export const csvLines = (rows: string[][]) => Papa.unparse(rows, { delimiter: ';', newline: '\r\n' });

/** A whole file: BOM, then the header and the rows. Text cells go through `escapeFormula` first; amounts do not. */
export const spreadsheetCsv = (parts: string[]) => CSV_BOM + parts.filter((p) => p !== '').join('\r\n');
