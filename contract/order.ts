import { z } from 'zod';
import { defineCall } from './define';
import { idField, textField } from './fields';
import { currencyCode, formatted, money, urlText } from './common';
import { ORDER_STATUSES } from '../rules/orderStatus';

// Orders (issue 14): placing one from the cart, and the confirmation page's view of it through its unguessable link.
// The contact fields are bounded here only; the shop's rule (rules/order.ts) judges them and answers each field's
// problem translated in `issues`, so the page can show it beside the field.

const contactText = () => z.string().max(1000, 'is too long');

export const orderContact = z.lazy(() =>
  z
    .object({
      name: contactText(),
      email: contactText(),
      phone: contactText().optional(),
      street: contactText(),
      postcode: contactText(),
      city: contactText(),
      country: contactText(),
    })
    .strict(),
);

/** The order link's token: 43 base64url characters (256 bits). */
export const orderToken = () => z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'is not an order link');

export const placeOrder = defineCall({
  method: 'POST',
  writes: true,
  path: '/ajax/order/place',
  payload: () =>
    z
      .object({
        /** Made once per checkout page and sent with every attempt: a retry or a double click finds the same order. */
        idempotencyKey: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'must be 16-64 letters, digits, - or _'),
        contact: orderContact,
      })
      .strict(),
  response: () =>
    z.object({
      done: z.literal(true),
      orderNumber: textField(40),
      /** The confirmation page: /order/<token>. Unguessable; whoever has it sees the order and its proofs. */
      orderUrl: urlText(),
      /** False when this key had already placed the order (a retry). */
      created: z.boolean(),
    }),
  note: 'Not in SPEC.md (checkout is outside it): issue 14. Payment stays out of scope; the order awaits payment.',
});

export const orderLineView = z.lazy(() =>
  z.object({
    id: idField(),
    title: textField(300),
    description: textField(5000),
    quantity: z.number().int().min(0),
    unitPrice: money(),
    total: money(),
    formattedTotal: formatted(),
    /** The line's picture, as the cart showed it: the shopper's own artwork (with its effect and shape), else the product's. */
    image: urlText().optional(),
    personalised: z.boolean(),
    /** Print proof of a personalised line: pending until the server has rendered it. */
    proof: z.object({ status: z.enum(['pending', 'ready', 'failed']), url: urlText().optional() }).optional(),
  }),
);

export const orderView = defineCall({
  method: 'GET',
  path: '/ajax/order/:token',
  encoding: 'query',
  payload: () => z.object({ token: orderToken() }).strict(),
  response: () =>
    z.object({
      done: z.literal(true),
      order: z.object({
        number: textField(40),
        /** As the shop moves it on (issue 28): the page asks again while it waits for its next step. */
        status: z.enum(ORDER_STATUSES),
        /** The parcel's, once shipped. */
        trackingNumber: textField(100).optional(),
        createdAt: textField(40),
        contact: z.object({
          name: textField(300),
          email: textField(300),
          street: textField(300),
          postcode: textField(40),
          city: textField(300),
          country: textField(4),
        }),
        lines: z.array(orderLineView).max(200),
        voucher: textField(100).optional(),
        currency: currencyCode(),
        itemsTotal: money(),
        discount: money(),
        shipping: money(),
        grandTotal: money(),
        formatted: z.object({ itemsTotal: formatted(), discount: formatted(), shipping: formatted(), grandTotal: formatted() }),
      }),
    }),
  note: 'Not in SPEC.md: issue 14. Answers 404 for an unknown link.',
});

export const orderCalls = { placeOrder, orderView };
