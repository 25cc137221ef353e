import { z } from 'zod';

/* The kinds of value a setting takes (config.ts), each with its Spanish refusal. */

export const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'debe ser true o false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

export const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/** A PostgreSQL server's address, optional. */
export const postgresUrl = optionalText.pipe(
  z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'debe empezar con postgres://')
    .optional(),
);

/** "48h", "30m", "90s", "2d" or a number of seconds → seconds. */
export const duration = z
  .string()
  .trim()
  .regex(/^\d+\s*[smhd]?$/, 'debe ser una duración como 48h, 30m o 3600')
  .transform((v) => {
    const amount = Number.parseInt(v, 10);
    const unit = v.at(-1);
    const factor = unit === 'm' ? 60 : unit === 'h' ? 3600 : unit === 'd' ? 86400 : 1;
    return amount * factor;
  })
  .refine((seconds) => seconds > 0, 'debe ser mayor que cero');

/** A whole number from 1, `fallback` when unset or empty. */
export const countFrom1 = (fallback: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.coerce
      .number({ error: 'debe ser un número entero' })
      .int('debe ser un número entero')
      .min(1, 'debe ser al menos 1')
      .default(fallback),
  );
/** A duration that may be zero ("0" turns the thing off). */
export const durationOrZero = z
  .string()
  .trim()
  .regex(/^\d+\s*[smhd]?$/, 'debe ser una duración como 6s, 1m o 0')
  .transform((v) => (Number.parseInt(v, 10) === 0 ? 0 : duration.parse(v)));

// http(s) only: a bare "localhost:3000" parses as a URL whose scheme is "localhost:".
export const urlWithoutTrailingSlash = z
  .url({ protocol: /^https?$/, error: 'debe ser una URL completa, como http://localhost:3000' })
  .transform((v) => v.replace(/\/+$/, ''));

/** Host names (or literal addresses) as a comma-separated list, lower-cased, IPv6 brackets taken off. */
export const hostList = z
  .string()
  .default('')
  .transform((v) =>
    v
      .split(',')
      .map((h) =>
        h
          .trim()
          .toLowerCase()
          .replace(/^\[|\]$/g, ''),
      )
      .filter(Boolean),
  );
