import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/preact';
import { userEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { createQueryClient } from '@/lib/query-client';

/**
 * An admin screen as the app mounts it (its query cache and router), at
 * `path`; the pages it may go to (`elsewhere`) show their path as a heading,
 * so a test sees where the owner was sent.
 */
export function adminScreen(form: ReactElement, { path, elsewhere }: { path: string; elsewhere: string[] }) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={path} element={form} />
          {elsewhere.map((page) => (
            <Route key={page} path={page} element={<h1>{page}</h1>} />
          ))}
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

/** Picks an option of a Radix select (a combobox) by its visible text. */
export async function choose(user: ReturnType<typeof userEvent.setup>, combobox: HTMLElement, option: string | RegExp) {
  await user.click(combobox);
  await user.click(await screen.findByRole('option', { name: option }));
}

/** Replaces an input's text at once, as pasting (or Playwright's fill) does. */
export async function fill(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.clear(input);
  await user.click(input);
  await user.paste(text);
}
