/*
 * The web runs React's API on Preact's runtime (docs/decisions/005): the
 * build resolves `react` and `react-dom` to preact/compat with
 * @preact/preset-vite's aliases, which the component tests' Vite config
 * applies to our code too. Vitest leaves the libraries in node_modules
 * (Radix, react-hook-form, TanStack Query, lucide…) to Node, where no Vite
 * alias reaches: register-preact-aliases.mjs gives Node the preset's same
 * aliases, so every library renders on the runtime the build ships, with one
 * Preact.
 */
const ALIASES = [
  ['react-dom/test-utils', 'preact/test-utils'],
  ['react/jsx-runtime', 'preact/jsx-runtime'],
  ['react-dom', 'preact/compat'],
  ['react', 'preact/compat'],
];

/** `react-dom/client` → `preact/compat/client`; anything else as it is. */
export function aliased(specifier) {
  const alias = ALIASES.find(([from]) => specifier === from || specifier.startsWith(`${from}/`));
  return alias ? `${alias[1]}${specifier.slice(alias[0].length)}` : specifier;
}

/** Node's resolve hook, for the libraries' ES modules. */
export async function resolve(specifier, context, nextResolve) {
  return nextResolve(aliased(specifier), context);
}
