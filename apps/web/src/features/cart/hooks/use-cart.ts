import { createContext, useContext } from 'react';
import type { CartLine } from '../lib/cart-line';

export interface CartContextValue {
  items: CartLine[];
  /** Sum of quantities, for the header badge. */
  itemCount: number;
  totalCents: number;
  /** Adds a line; the same variant again adds to its quantity (spec §4). */
  addItem: (line: CartLine) => void;
  /** Sets a line's quantity, never below 1. */
  updateQuantity: (variantId: string, quantity: number) => void;
  /** Updates a line's unit price (after the store changed it). */
  updatePrice: (variantId: string, priceCents: number) => void;
  removeItem: (variantId: string) => void;
  clearCart: () => void;
}

export const CartContext = createContext<CartContextValue | null>(null);

export function useCart(): CartContextValue {
  const cart = useContext(CartContext);
  if (!cart) throw new Error('useCart must be used within a CartProvider');
  return cart;
}
