import { chosenValues, isSelectionComplete, orderableUnits, type PublicProduct } from '@vidriera/core';
import { useMemo, useState } from 'react';
import {
  choose,
  initialSelection,
  selectableAttributes,
  selectedVariant,
  type Selection,
} from '../lib/variant-selection';

/**
 * The product page's choice: attribute values, the matching variant and the
 * quantity (reset to 1 on every change). `preselectedId`: the variant the
 * page's address names, chosen at first.
 */
export function useVariantChoice(product: PublicProduct, preselectedId: string | null = null) {
  const attributes = useMemo(() => selectableAttributes(product), [product]);
  const [selection, setSelection] = useState<Selection>(() => initialSelection(product, attributes, preselectedId));
  const [quantity, setQuantity] = useState(1);

  const variant = selectedVariant(product, attributes, selection, preselectedId);
  const available = variant ? orderableUnits(variant.availableStock) : 0;
  return {
    attributes,
    selection,
    complete: isSelectionComplete(attributes, selection),
    variant,
    available,
    /** Never above what is available now (stock may drop while the page is open). */
    quantity: Math.min(quantity, Math.max(1, available)),
    setQuantity,
    chosenAttributes: variant ? chosenValues(variant, attributes) : [],
    onChoose: (attributeId: string, key: string) => {
      setSelection((current) => choose(product, attributes, current, attributeId, key));
      setQuantity(1);
    },
  };
}

export type VariantChoice = ReturnType<typeof useVariantChoice>;
