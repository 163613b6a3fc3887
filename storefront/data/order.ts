import type { PayloadInput } from '../../contract';
import { defaultClient, type DataClient } from './client';

// Order calls (issue 14, contract/order.ts): placing the order from the cart, and the confirmation page's view of it.

export type OrderContactInput = PayloadInput<'placeOrder'>['contact'];

export function createOrderData(client: DataClient = defaultClient) {
  return {
    /** The same key for every attempt of one checkout: a retry or a double click answers the same order. */
    place: (idempotencyKey: string, contact: OrderContactInput) => client.call('placeOrder', { idempotencyKey, contact }),
    view: (token: string, signal?: AbortSignal) => client.call('orderView', { token }, { signal }),
  };
}

export const orderData = createOrderData();

/** A fresh idempotency key for one checkout (URL-safe, 32 characters). */
export function newIdempotencyKey(): string {
  return crypto.randomUUID().replaceAll('-', '');
}
