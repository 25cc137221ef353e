import iconv from 'iconv-lite';
import { invalid } from '../../shared/app-error';

/*
 * The text of an "Importar CSV" file as it was saved (docs/product/catalogue.md,
 * "Codificación"): UTF-8, with or without its BOM, or Windows-1252, what Excel
 * in Spanish writes for "CSV (delimitado por comas)". Anything else is refused
 * naming its first line that fits neither, so that no "�" is ever stored.
 */

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Bytes Windows-1252 leaves undefined, and control characters no text file holds (tab, line ends and form feed aside). */
const notWindows1252 = (byte: number) =>
  [0x81, 0x8d, 0x8f, 0x90, 0x9d].includes(byte) ||
  (byte < 0x20 && ![0x09, 0x0a, 0x0c, 0x0d].includes(byte)) ||
  byte === 0x7f;

const lineOf = (bytes: Uint8Array, index: number) => {
  let line = 1;
  for (let i = 0; i < index; i++) if (bytes[i] === 0x0a) line++;
  return line;
};

const refusal = (line: number) =>
  invalid(
    'file',
    `La fila ${line} tiene caracteres que no se pueden leer: guarda el archivo como «CSV UTF-8» (o «CSV delimitado por comas» en Excel) y vuelve a elegirlo.`,
  );

/** A text already read: refused where it holds "�", the mark of a file read with the wrong encoding. */
export function checkCsvText(text: string): string {
  const bad = text.indexOf('\uFFFD');
  if (bad >= 0) throw refusal(text.slice(0, bad).split('\n').length);
  return text.replace(/^\uFEFF/, '');
}

/** The file's text, whichever of the two encodings it was saved in. */
export function decodeCsvFile(bytes: Uint8Array): string {
  try {
    return checkCsvText(utf8.decode(bytes));
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
  }
  const bad = bytes.findIndex(notWindows1252);
  if (bad >= 0) throw refusal(lineOf(bytes, bad));
  // Node's own TextDecoder reads 'windows-1252' as Latin-1 (no €, no curly quotes).
  return iconv.decode(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), 'windows-1252');
}
