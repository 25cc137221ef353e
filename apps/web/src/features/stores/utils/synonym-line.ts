/**
 * "Agregar sinónimo" from the searches screen: the list with a new line for `query` ("query, ", for the owner to
 * finish), unless a line already starts with it.
 */
export function withSynonymLine(list: string, query: string): string {
  const lines = list.split('\n').map((line) => line.trim());
  if (lines.some((line) => line.toLowerCase().startsWith(`${query.toLowerCase()},`))) return list;
  return `${list.trimEnd()}${list.trim() ? '\n' : ''}${query}, `;
}
