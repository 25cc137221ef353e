import { PROVINCE_CODES, PROVINCES } from '@vidriera/core';

/** A province select's options, "Elige la provincia" first (the shopper's address, the carriers' origin). */
export function ProvinceOptions() {
  return (
    <>
      <option value="">Elige la provincia</option>
      {PROVINCE_CODES.map((code) => (
        <option key={code} value={code}>
          {PROVINCES[code]}
        </option>
      ))}
    </>
  );
}
