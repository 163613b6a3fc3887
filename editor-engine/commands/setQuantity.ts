import { normaliseQuantity } from '../logic/price.js';
import { defineCommand } from './command.js';

/** Sets the quantity: an integer of at least 1; blank or non-numeric input becomes 1. */
export const setQuantity = defineCommand<{ quantity: number | string }>('setQuantity', (draft, { quantity }) => {
  draft.product.quantity = normaliseQuantity(quantity);
});
