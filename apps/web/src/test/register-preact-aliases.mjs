import Module, { register } from 'node:module';
import { aliased } from './preact-aliases.mjs';

/*
 * Loaded with `--import` by the component tests' workers (vitest.config.ts,
 * project web-dom): the aliases for the libraries' ES modules through Node's
 * resolve hook, and for their CommonJS builds (lucide-react's, which Node
 * picks) through the CommonJS resolver, which the hook does not reach on Node 20.
 */
register('./preact-aliases.mjs', import.meta.url);

const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  return resolveFilename.call(this, aliased(request), ...rest);
};
