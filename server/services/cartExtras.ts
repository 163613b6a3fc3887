// Catalogue facts the cart needs beyond pricing: the service extras, the control/charger items and the spatula.
import { isControlReference } from '../../rules/quantity';
import type { Product } from '../catalog/model';

/**
 * Priority-service and premium-user checkboxes: each adds (or removes) one locked item of the catalogue product with
 * this reference (hidden extras PS001 and PU001 of the seed).
 */
export const CART_EXTRAS = [
  { kind: 'priority-service', reference: 'PS001' },
  { kind: 'premium-user', reference: 'PU001' },
] as const;

export const isServiceExtra = (product: Product) => CART_EXTRAS.some((e) => e.reference === product.reference);

/** A premium membership in the cart makes standard shipping free (its product description promises it). */
export const FREE_SHIPPING_REFERENCES: readonly string[] = ['PU001'];

/** Control and charger items (references C015-C018): their quantity may be 0. */
export const isControlItem = (product: Product) => isControlReference(product.reference);

export const isSpatula = (product: Product) => product.category === 'spatula';
