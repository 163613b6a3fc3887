import { z } from 'zod';
import { defineCall } from './define';
import { idField, numberField, textField } from './fields';
import { formatted, urlText } from './common';
import { ORDER_STATUSES, TRACKING_NUMBER } from '../rules/orderStatus';

// The back office (issue 28): staff sign-in and the calls behind /admin. Every call but sign-in answers 401 without a
// staff session (the atelier_staff cookie); a shopper's cart cookie or order link opens none of them.

const staff = () => z.object({ name: textField(200), email: textField(320) });
const orderStatus = () => z.enum(ORDER_STATUSES);
/** Orders are named by their number in the back office (AT-YYYYMMDD-NNNNNN), as staff read and search them. */
const orderNumber = () => z.string().regex(/^AT-\d{8}-\d{6,10}$/, 'is not an order number');

export const adminSignIn = defineCall({
  method: 'POST',
  writes: true,
  path: '/ajax/admin/sign-in',
  payload: () =>
    z.object({ email: z.string().min(1, 'is required').max(320, 'is too long'), password: z.string().min(1, 'is required').max(1000, 'is too long') }).strict(),
  response: () => z.object({ done: z.literal(true), staff: staff() }),
  note: 'Issue 28. Sets the atelier_staff cookie (httpOnly, SameSite=Strict); 401 for a wrong e-mail or password.',
});

export const adminSignOut = defineCall({
  method: 'POST',
  writes: true,
  path: '/ajax/admin/sign-out',
  payload: () => z.object({}).strict(),
  response: () => z.object({ done: z.literal(true) }),
});

export const adminMe = defineCall({
  method: 'GET',
  path: '/ajax/admin/me',
  encoding: 'query',
  payload: () => z.object({}).strict(),
  response: () => z.object({ done: z.literal(true), staff: staff() }),
});

const orderSummary = () =>
  z.object({
    number: textField(40),
    status: orderStatus(),
    createdAt: textField(40),
    name: textField(300),
    email: textField(300),
    lines: z.number().int().min(0),
    formattedTotal: formatted(),
  });

export const ADMIN_PAGE_SIZE = 20;

export const adminOrders = defineCall({
  method: 'GET',
  path: '/ajax/admin/orders',
  encoding: 'query',
  payload: () =>
    z
      .object({
        /** Part of an order number or of the shopper's e-mail address. */
        q: z.string().trim().max(200, 'is too long').optional(),
        status: orderStatus().optional(),
        page: numberField().pipe(z.number().int('must be a whole number').min(1, 'must be 1 or more').max(100_000, 'is too large')).optional(),
      })
      .strict(),
  response: () =>
    z.object({
      done: z.literal(true),
      orders: z.array(orderSummary()).max(ADMIN_PAGE_SIZE),
      page: z.number().int().min(1),
      pages: z.number().int().min(1),
      total: z.number().int().min(0),
    }),
  note: 'Issue 28: newest first, ADMIN_PAGE_SIZE a page.',
});

const adminLine = () =>
  z.object({
    id: idField(),
    title: textField(300),
    description: textField(5000),
    quantity: z.number().int().min(0),
    formattedTotal: formatted(),
    /** The line's options named as the shop names them to the shopper ("Colour": "Mustard yellow"), for the people who make it. */
    options: z.array(z.object({ name: textField(100), value: textField(1000) })).max(100),
    /** The design's picture as the shopper saw it. */
    image: urlText().optional(),
    print: z.object({
      status: z.enum(['none', 'pending', 'ready', 'failed']),
      error: textField(1000).optional(),
      proofUrl: urlText().optional(),
      designUrl: urlText().optional(),
      /** Every production file of a ready line (issue 27), named for the print shop: order, line, part and size. */
      files: z
        .array(
          z.object({
            name: textField(200),
            part: textField(100),
            type: textField(100),
            bytes: z.number().int().min(0),
            widthMm: z.number().min(0),
            heightMm: z.number().min(0),
            url: urlText(),
          }),
        )
        .max(200)
        .optional(),
    }),
  });

const historyEntry = () =>
  z.object({
    at: textField(40),
    kind: z.enum(['placed', 'status', 'render', 'mail']),
    status: orderStatus().optional(),
    lineId: idField().optional(),
    detail: textField(1000).optional(),
    /** The staff member's name; absent when the shop did it (the shopper placing, a job). */
    by: textField(200).optional(),
  });

const adminOrderView = () =>
  z.object({
    done: z.literal(true),
    order: z.object({
      number: textField(40),
      status: orderStatus(),
      /** Where it may go next (rules/orderStatus.ts). */
      next: z.array(orderStatus()),
      createdAt: textField(40),
      locale: textField(10),
      trackingNumber: textField(100).optional(),
      contact: z.object({
        name: textField(300),
        email: textField(300),
        phone: textField(300).optional(),
        street: textField(300),
        postcode: textField(40),
        city: textField(300),
        country: textField(4),
      }),
      lines: z.array(adminLine()).max(200),
      voucher: textField(100).optional(),
      formatted: z.object({ itemsTotal: formatted(), discount: formatted(), shipping: formatted(), grandTotal: formatted() }),
      history: z.array(historyEntry()).max(1000),
    }),
  });

export const adminOrder = defineCall({
  method: 'GET',
  path: '/ajax/admin/orders/:number',
  encoding: 'query',
  payload: () => z.object({ number: orderNumber() }).strict(),
  response: adminOrderView,
  note: 'Issue 28: 404 for an unknown number.',
});

export const adminSetStatus = defineCall({
  method: 'POST',
  writes: true,
  path: '/ajax/admin/orders/:number/status',
  payload: () =>
    z
      .object({
        number: orderNumber(),
        status: orderStatus(),
        /** Required to ship. */
        trackingNumber: z.string().trim().regex(TRACKING_NUMBER, 'must be 1-100 printable characters').optional(),
        /** The status the page showed: a change made meanwhile by someone else is refused (409), not overwritten. */
        from: orderStatus(),
      })
      .strict(),
  response: adminOrderView,
  note: 'Issue 28: 409 for a change rules/orderStatus.ts does not allow or made from a stale status.',
});

export const adminRenderLine = defineCall({
  method: 'POST',
  writes: true,
  path: '/ajax/admin/orders/:number/lines/:lineId/render',
  payload: () => z.object({ number: orderNumber(), lineId: idField() }).strict(),
  response: adminOrderView,
  note: "Issue 28: queues the line's print job again; 404 when the line is not the order's or has nothing to print.",
});

const printJob = () =>
  z.object({
    lineId: idField(),
    orderNumber: textField(40),
    title: textField(300),
    state: z.enum(['waiting', 'running', 'failed', 'done']),
    attempts: z.number().int().min(0),
    error: textField(1000).optional(),
    updatedAt: textField(40),
  });

export const adminPrintJobs = defineCall({
  method: 'GET',
  path: '/ajax/admin/print-jobs',
  encoding: 'query',
  payload: () => z.object({ state: z.enum(['waiting', 'running', 'failed', 'done']).optional() }).strict(),
  response: () => z.object({ done: z.literal(true), engine: z.enum(['pg-boss', 'sqlite']), jobs: z.array(printJob()).max(200) }),
  note: "Issue 28: the print queue's jobs, newest first, on either engine.",
});

export const adminRetryPrintJob = defineCall({
  method: 'POST',
  writes: true,
  path: '/ajax/admin/print-jobs/retry',
  payload: () => z.object({ lineId: idField() }).strict(),
  response: () => z.object({ done: z.literal(true) }),
  note: 'Issue 28: runs a failed print job again; 409 when it has not failed.',
});

export const adminCalls = { adminSignIn, adminSignOut, adminMe, adminOrders, adminOrder, adminSetStatus, adminRenderLine, adminPrintJobs, adminRetryPrintJob };
