import { z } from 'zod';
import { defineCall } from './define';
import { idField, textField } from './fields';
import { slugField } from './common';

// Tracking calls: the Facebook conversions relay of SPEC.md section 7 and the product-score hook of its notes.

const scalar = z.lazy(() => z.union([textField(500), z.number().finite(), z.boolean(), z.null()]));

export const fbConversionsEvent = defineCall({
  method: 'POST',
  writes: true,
  path: '/_api/fb/conversions_event',
  payload: () =>
    z
      .object({
        event: slugField(60),
        /** Event parameters: flat scalars, at most 50 keys. */
        payload: z
          .record(z.string().max(60), z.union([scalar, z.array(scalar).max(100)]))
          .refine((r) => Object.keys(r).length <= 50, 'at most 50 fields')
          .default({}),
      })
      .strict(),
  response: () => z.object({ done: z.boolean() }),
  note: 'Response not shown in the spec: { done }. The storefront skips it for crawlers.',
});

export const productScore = defineCall({
  method: 'POST',
  writes: true,
  path: '/ajax/recommendations/product-score',
  payload: () => z.object({ productId: idField(), event: slugField(40).optional() }).strict(),
  response: () => z.object({ done: z.boolean() }),
  note: "Only named in the spec's notes (a hook resets a running-ajax flag): payload and response are an invention.",
});

export const trackingCalls = { fbConversionsEvent, productScore };
