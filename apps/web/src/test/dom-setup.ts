import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/dom';
import { cleanup } from '@testing-library/preact';
import { act } from 'preact/test-utils';
import { afterEach } from 'vitest';

/*
 * Set-up of the component tests (project web-dom in vitest.config.ts): DOM
 * matchers, and each test starts with an empty page and storage. The stores
 * the islands share (cart, chosen price) live in modules, kept for a file's
 * tests: each test uses its own shop slug or product id.
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

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
