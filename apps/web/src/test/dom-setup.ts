import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/dom';
import { cleanup, waitFor } from '@testing-library/preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach } from 'vitest';
import { toast } from '@/lib/toast';
import { expectNoClassConflicts, stopWatchingClassConflicts, watchClassConflicts } from './class-conflicts';

/*
 * Set-up of the component tests (project web-dom in vitest.config.ts): DOM
 * matchers, and each test starts with an empty page, storage and no toast.
 * The stores the islands share (cart, chosen price) live in modules, kept
 * between tests: each test uses its own shop slug or product id.
 */

/*
 * user-event dispatches through @testing-library/dom: each event inside act(),
 * so its renders and effects are done before the next keystroke, as in a
 * browser. (Not the whole action: inside one act() Preact keeps every render
 * for its end.)
 */
configure({
  eventWrapper: (dispatch) => {
    let result: unknown;
    void act(() => {
      result = dispatch();
    });
    return result;
  },
});

// Store code joins its classes as its build does, and none of them may compete (class-conflicts.ts).
beforeEach(() => watchClassConflicts());

// A toast outlives its test (five seconds): closed, so the next test can only find its own.
afterEach(async () => {
  const classConflicts = stopWatchingClassConflicts();
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  if (document.querySelector('[data-sonner-toast]')) {
    toast.dismiss();
    // A closed toast leaves after its exit animation: on a machine busy with other tests that can take a few seconds (within the hook's 10 s).
    await waitFor(
      () => {
        if (document.querySelector('[data-sonner-toast]')) throw new Error('Quedan avisos de la prueba anterior');
      },
      { timeout: 8_000 },
    );
  }
  expectNoClassConflicts(classConflicts);
});
