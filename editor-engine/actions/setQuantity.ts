import { defineAction } from './action.js';

/** The summary's quantity (blank or not a number becomes 1: logic/price normaliseQuantity). */
export const setQuantity = defineAction<{ quantity: number | string }>({
  name: 'setQuantity',
  label: 'Quantity',
  enabled: () => true,
  perform: (s, args) => s.run('setQuantity', args, `Quantity ${String(args.quantity)}`),
});
