import { describe, expect, it } from 'vitest';
import { firstRenderDifference, snapshot } from './hydration-check';

/** The server's HTML of an island, as the page holds it before the island is taken over. */
function serverHtml(html: string): HTMLElement {
  const element = document.createElement('div');
  element.innerHTML = html;
  return snapshot(element);
}

describe('the hydration check', () => {
  it('sees no difference in an empty style attribute, which draws nothing', () => {
    expect(
      firstRenderDifference(
        serverHtml('<label>Nombre<input style=""></label>'),
        <label>
          Nombre
          <input />
        </label>,
        true,
      ),
    ).toBeNull();
  });

  it('still reports a style the first render would not give', () => {
    expect(
      firstRenderDifference(
        serverHtml('<label>Nombre<input style="color: red;"></label>'),
        <label>
          Nombre
          <input />
        </label>,
        true,
      ),
    ).toBe('/LABEL[0]/INPUT[1] style: "color: red;" en el servidor, "(ninguno)" en el navegador');
  });
});
