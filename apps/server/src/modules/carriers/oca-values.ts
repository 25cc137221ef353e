import { isProvinceCode, PROVINCES } from '@vidriera/core';

/*
 * How OCA e-Pak writes what we send and read (ADR 039, "Checked against
 * public clients"): provinces by name, the pickup order's date as AAAAMMDD,
 * and the dates of a piece's events.
 */

/** A province as e-Pak's addresses name it: our letter's name, the city of Buenos Aires as "Capital Federal". */
export const ocaProvince = (code: string): string =>
  code === 'C' ? 'Capital Federal' : isProvinceCode(code) ? PROVINCES[code] : code;

/** Today in Argentina (UTC−3, no daylight saving) as AAAAMMDD, the `fecha` of a pickup order. */
export const ocaToday = (now = new Date()): string =>
  new Date(now.getTime() - 3 * 3_600_000).toISOString().slice(0, 10).replaceAll('-', '');

/** Tracking_Pieza's `fecha`: ISO with its offset ("2016-12-13T00:00:00-03:00"), or "dd/MM/yyyy HH:mm[:ss]" in Argentina. */
export function ocaDate(text: string): string | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})(?:\s+(\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text.trim());
  const date = m
    ? new Date(`${m[3]}-${m[2]}-${m[1]}T${m[4] ?? '00'}:${m[5] ?? '00'}:${m[6] ?? '00'}-03:00`)
    : new Date(text.trim());
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
