/*
 * An island taken over on use (components/island.tsx, load "use") is plain
 * HTML until the shopper reaches for it: a pointer over it, a tap, focus, a
 * key or a field's change starts its code, which then takes a moment to arrive. What the shopper
 * did meanwhile is held and done again once the island is ready: its clicks,
 * in order (kept from acting on the bare HTML, where a submit button would
 * send the form away, but a radio button ticks at once), and what was typed or
 * picked in its fields.
 */

// A field changed with no focus (autofill, a picker of assistive technology) is a sign of use too.
const SIGNS_OF_USE = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown', 'input', 'change'] as const;

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Calls `start` once, on the first sign of use inside `element`. */
export function onFirstUse(element: HTMLElement, start: () => void): void {
  const begin = () => {
    for (const type of SIGNS_OF_USE) element.removeEventListener(type, begin, true);
    start();
  };
  for (const type of SIGNS_OF_USE) element.addEventListener(type, begin, { capture: true, passive: true });
}

/** The clicks held on an island whose code is on its way. */
export interface HeldClicks {
  /** Does the held clicks again from the next task on, and those that come meanwhile after them; then stops holding. */
  replay: () => Promise<void>;
}

/** A radio button or a checkbox: a tap changes it by itself, with no code. */
function isBox(node: unknown): node is HTMLInputElement {
  return node instanceof HTMLInputElement && (node.type === 'checkbox' || node.type === 'radio');
}

/**
 * Holds the clicks inside `element` from now until `replay`, which does them
 * again in order, each after the island has drawn the one before ("+" and
 * then "Agregar al Carrito" add two units). A click that comes while they are
 * being done again waits its turn behind them: a tap on "Agregar al Carrito"
 * between the island's arrival and the "+" done again would otherwise add one
 * unit. A box (a delivery choice) ticks at once, as the shopper expects: its
 * click is only kept from the island until it is ready, which learns the box
 * from keepFieldValues.
 */
export function holdClicks(element: HTMLElement): HeldClicks {
  const clicked: HTMLElement[] = [];
  let replaying = false;
  // A click `replay` does itself goes through to the island.
  let passing = false;
  const hold = (event: MouseEvent) => {
    const target = event.target;
    if (passing) return;
    // A tap on a box's label clicks the box next, which is held below.
    if (target instanceof HTMLLabelElement && isBox(target.control)) return;
    // Once the island is ready a box goes to it: there is no code left to learn it afterwards.
    if (replaying && isBox(target)) return;
    event.stopImmediatePropagation();
    if (isBox(target)) return;
    event.preventDefault();
    if (target instanceof HTMLElement) clicked.push(target);
  };
  element.addEventListener('click', hold, true);
  return {
    replay: async () => {
      replaying = true;
      for (let target = clicked.shift(); target; target = clicked.shift()) {
        // What was typed and picked meanwhile, and the click before, are drawn in a later task: the click must see
        // them ("Realizar Pedido por WhatsApp" checks the variant picked just before, not the page's first one).
        await new Promise((resolve) => setTimeout(resolve, 0));
        if (!target.isConnected) continue;
        passing = true;
        try {
          target.click();
        } finally {
          passing = false;
        }
      }
      element.removeEventListener('click', hold, true);
    },
  };
}

function isField(node: Element): node is Field {
  return node instanceof HTMLInputElement || node instanceof HTMLTextAreaElement || node instanceof HTMLSelectElement;
}

/** The value the server wrote in a field (not a box: its checkedness is kept apart). */
function writtenValue(field: Field): string {
  if (field instanceof HTMLSelectElement)
    return [...field.options].find((option) => option.defaultSelected)?.value ?? field.options[0]?.value ?? '';
  return field.defaultValue;
}

/**
 * Takes what was typed or picked in `element`'s fields before its code ran and
 * puts the server's values back, so the island takes over exactly its HTML;
 * `restore` types and taps it again once the island is ready, as the shopper's
 * own input, so the island's state learns it.
 */
export function keepFieldValues(element: HTMLElement): { restore: () => void } {
  const kept: [Field, string][] = [];
  const fields = [...element.querySelectorAll('input, textarea, select')];
  // Read before any is put back: ticking the server's radio button unticks the shopper's.
  const ticked = fields
    .filter(isBox)
    .flatMap((box) => (box.checked === box.defaultChecked ? [] : [[box, box.checked] as const]));
  for (const [box] of ticked) box.checked = box.defaultChecked;
  for (const node of fields) {
    if (isBox(node) || !isField(node)) continue;
    const written = writtenValue(node);
    if (node.value === written) continue;
    kept.push([node, node.value]);
    node.value = written;
  }
  return {
    restore: () => {
      for (const [field, value] of kept) {
        if (!field.isConnected) continue;
        field.value = value;
        field.dispatchEvent(new Event('input', { bubbles: true }));
        field.dispatchEvent(new Event('change', { bubbles: true }));
      }
      // A radio button's group is told by the one ticked: a tap never unticks one.
      for (const [box, checked] of ticked) {
        if (!box.isConnected || (box.type === 'radio' && !checked)) continue;
        box.click();
      }
    },
  };
}
