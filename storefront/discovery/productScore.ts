import { discoveryData } from '../data/discovery';

// The product-score hook (SPEC.md section 7, notes): a product view scores the product for the recommendations,
// one call at a time. A running flag skips views while a call is out; the hook on the call's completion (answer or
// failure) resets it, so a failed call never blocks the next view.

let running = false;

/** Sends the score unless one is in flight; answers whether it was sent. */
export function scoreProduct(productId: number, event = 'view', send = discoveryData.productScore): boolean {
  if (running) return false;
  running = true;
  send(productId, event)
    .catch(() => undefined)
    .finally(() => (running = false));
  return true;
}
