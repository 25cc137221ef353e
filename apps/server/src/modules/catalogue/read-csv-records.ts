import { CSV_MAX_COLUMNS, CSV_MAX_ROW_CHARS, CSV_MAX_ROWS, CSV_TOO_MANY_ROWS } from '@vidriera/core';
import Papa from 'papaparse';
import { type AppError, invalid } from '../../shared/app-error';
import { unescapeFormula } from '../../shared/spreadsheet-csv';

/** A row of the file with something in it: its number in the file (1 is the first) and its trimmed cells. */
export interface CsvRecord {
  row: number;
  cells: string[];
}

/** Parsed a chunk at a time, the event loop served between chunks. */
const CHUNK_CHARS = 8 * 1024;

/**
 * The rows of an "Importar CSV" file (docs/product/catalogue.md, "Planilla
 * CSV"), header first, read a chunk at a time and counted as they come: the
 * file is refused as soon as it has passed the row limit (blank rows count
 * apart, up to the same limit), a row is longer than any row can be (an
 * unclosed quote) or it has too many columns, so no file holds the server
 * longer than its first few thousand rows.
 */
export function readCsvRecords(text: string): Promise<CsvRecord[]> {
  return new Promise((resolve, reject) => {
    const records: CsvRecord[] = [];
    let rows = 0;
    let blank = 0;
    let refusal: AppError | undefined;
    let chunks = 0;
    const input = text.replace(/^\uFEFF/, '');
    Papa.parse<string[]>(input, {
      delimitersToGuess: [';', ',', '\t'],
      skipEmptyLines: false,
      chunkSize: CHUNK_CHARS,
      chunk: (results: Papa.ParseResult<string[]>, parser: Papa.Parser) => {
        chunks++;
        for (const cells of results.data) {
          rows++;
          if (cells.length > CSV_MAX_COLUMNS)
            refusal = invalid(
              'csv',
              `La fila ${rows} tiene más de ${CSV_MAX_COLUMNS} columnas. Revisa el separador del archivo.`,
            );
          const trimmed = cells.map((c) => unescapeFormula((c ?? '').trim()));
          if (trimmed.some((c) => c !== '')) records.push({ row: rows, cells: trimmed });
          else blank++;
          // The header is one of the records.
          if (records.length > CSV_MAX_ROWS + 1 || blank > CSV_MAX_ROWS) refusal = invalid('csv', CSV_TOO_MANY_ROWS);
          if (refusal) return parser.abort();
        }
        // The row still open at the chunk's end is parsed again with the next chunk: past any row's length, it is an unclosed quote.
        const open = Math.min(input.length, chunks * CHUNK_CHARS) - results.meta.cursor;
        if (open > CSV_MAX_ROW_CHARS) {
          refusal = invalid('csv', `La fila ${rows + 1} es demasiado larga: revisa que sus comillas estén cerradas.`);
          return parser.abort();
        }
        parser.pause();
        setImmediate(() => parser.resume());
      },
      complete: () => (refusal ? reject(refusal) : resolve(records)),
      error: (error: Error) => reject(error),
    });
  });
}
