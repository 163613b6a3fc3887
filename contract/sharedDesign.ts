import { z } from 'zod';
import { defineCall } from './define';
import { idField, textField } from './fields';
import { urlText } from './common';
import { designDocument } from './design';

// "Save and share" (issue 29): the designer stores a design and gets an unguessable link that opens a copy of it, on
// any device. Not in SPEC.md. The server checks the design as add-to-cart does (restoreDocument, the design budgets,
// the pictures and texts as the print path reads them); a link's token is looked up by its hash only.

export const shareDesign = defineCall({
  method: 'POST',
  writes: true,
  path: '/ajax/personalized-services/share-design',
  payload: () => z.object({ productId: idField(), design: designDocument }).strict(),
  response: () =>
    z.object({
      done: z.literal(true),
      /** The designer of the design's product with the link's token: /designer/<slug>?shared=<token>. */
      url: urlText(),
    }),
  note: 'Not in SPEC.md: issue 29. The token has 128 random bits; the server keeps its SHA-256 and the design, never the token.',
});

export const sharedDesign = defineCall({
  method: 'GET',
  path: '/ajax/personalized-services/shared-design',
  encoding: 'query',
  // any text: a malformed token is answered like an unknown one (404), not as a bad request
  payload: () => z.object({ token: textField(200) }).strict(),
  response: () =>
    z.object({
      done: z.literal(true),
      productId: idField(),
      /** The product's designer: /designer/<slug>. */
      slug: textField(200),
      /** The design as it was saved: the designer opens a copy of it (restoreDocument, as every stored design). */
      design: designDocument,
    }),
  note: 'Not in SPEC.md: issue 29. An unknown or malformed token is a 404 errorResponse.',
});

export const sharedDesignCalls = { shareDesign, sharedDesign };
