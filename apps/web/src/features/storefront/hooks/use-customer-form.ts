import { type CustomerCheck, type CustomerErrors, type CustomerFields, validateCustomer } from '@vidriera/core';
import { useState } from 'react';

const EMPTY: CustomerFields = { customerName: '', customerPhone: '', customerEmail: '' };

/**
 * The shopper's name, phone and e-mail with the checks of docs/product/storefront.md.
 * Errors show after the first attempt to send, then follow every keystroke.
 */
export function useCustomerForm(check: CustomerCheck) {
  const [values, setValues] = useState<CustomerFields>(EMPTY);
  const [attempted, setAttempted] = useState(false);
  const errors: CustomerErrors = attempted ? validateCustomer(values, check) : {};

  return {
    values,
    errors,
    setField: (field: keyof CustomerFields, value: string) => setValues((prev) => ({ ...prev, [field]: value })),
    /** Shows the errors; true when the form can be sent. */
    validate: (): boolean => {
      setAttempted(true);
      return Object.keys(validateCustomer(values, check)).length === 0;
    },
    reset: () => {
      setValues(EMPTY);
      setAttempted(false);
    },
  };
}

export type CustomerForm = ReturnType<typeof useCustomerForm>;
