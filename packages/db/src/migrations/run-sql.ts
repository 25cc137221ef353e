import { type Kysely, sql } from 'kysely';

/**
 * Runs a script of statements one by one: prepared statements (PGlite, pg with
 * parameters) take a single command. Statements end with ";" at the end of a
 * line; "$$" bodies are kept whole.
 */
export async function runSql(db: Kysely<unknown>, script: string): Promise<void> {
  for (const statement of splitStatements(script)) {
    await sql.raw(statement).execute(db);
  }
}

export function splitStatements(script: string): string[] {
  const statements: string[] = [];
  let current: string[] = [];
  let inDollarBody = false;
  for (const line of script.split('\n')) {
    current.push(line);
    if ((line.match(/\$\$/g) ?? []).length % 2 === 1) inDollarBody = !inDollarBody;
    if (!inDollarBody && /;\s*$/.test(line)) {
      const text = current.join('\n').trim();
      if (text) statements.push(text);
      current = [];
    }
  }
  const rest = current.join('\n').trim();
  if (rest) statements.push(rest);
  return statements;
}
