import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { HtmlValidate } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { API_ERRORS } from '@vidriera/core';

/*
 * When no instance answers, Caddy answers in the app's place (deploy/Caddyfile, `handle_errors`): its JSON and its page
 * are written in the Caddyfile, so this keeps them to the error table's UNAVAILABLE
 * (packages/core/src/shared/error-table.ts) — a message changed there fails here until the Caddyfile says the same.
 * apps/server/test-system/proxy-errors.test.ts asks a running Caddy for them.
 */
const CADDYFILE = readFileSync(fileURLToPath(new URL('../../../deploy/Caddyfile', import.meta.url)), 'utf8');
const { status, message } = API_ERRORS.UNAVAILABLE;

/** The bodies of the `respond` lines of `handle_errors` (backquoted, then the status), as Caddy sends them. */
function errorAnswers(): { body: string; status: number }[] {
  const section = CADDYFILE.slice(CADDYFILE.indexOf('handle_errors {'));
  return [...section.matchAll(/respond `([^`]*)` (\d{3})/g)].map((m) => ({ body: m[1] ?? '', status: Number(m[2]) }));
}

describe('Caddy’s answers when no instance answers', () => {
  it('answers the API with the table’s UNAVAILABLE: its status, code and message', () => {
    const json = errorAnswers().filter((a) => a.body.startsWith('{'));
    expect(json).toHaveLength(1);
    expect(json[0]?.status).toBe(status);
    expect(JSON.parse(json[0]?.body ?? '')).toEqual({ code: 'UNAVAILABLE', message });
  });

  it('answers a page with valid HTML in Spanish carrying the same message and a link to try again', async () => {
    const pages = errorAnswers().filter((a) => a.body.startsWith('<!DOCTYPE html>'));
    expect(pages).toHaveLength(1);
    const page = pages[0]?.body ?? '';
    expect(pages[0]?.status).toBe(status);
    expect(page).toContain('<html lang="es">');
    expect(page).toContain(`<p>${message}</p>`);
    expect(page).toContain('<a href="">Volver a intentar</a>');
    const report = await new HtmlValidate({ extends: ['html-validate:recommended'] }).validateString(page);
    expect(report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId}: ${m.message}`))).toEqual([]);
  });
});
