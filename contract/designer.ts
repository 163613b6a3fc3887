import { z } from 'zod';
import { defineCall } from './define';
import { flagField, idField, quantityField, textField } from './fields';
import { countField, designCredit, formatted, hexColour, libraryDesign, money, table } from './common';
import { modelSizeOption } from './product';
import { designDocument } from './design';
import { MAX_MASK_PATH_CHARS } from '../rules/designBudget';
import { MIN_SEARCH_LENGTH } from '../rules/search';

// The personalized-services calls of SPEC.md section 7 (the designer). HTML fragments are structured JSON here.

export const searchDesigns = defineCall({
  method: 'POST',
  path: '/ajax/personalized_services/search_designs',
  payload: () =>
    z
      .object({
        search: z.string().trim().min(MIN_SEARCH_LENGTH, `must be at least ${MIN_SEARCH_LENGTH} characters`).max(100, 'must be at most 100 characters'),
        page: countField(1000).pipe(z.number().min(1, 'must be at least 1')).default(1),
      })
      .strict(),
  response: () =>
    z.object({
      /** The search index is unavailable: show errorMessage. */
      elasticsearchDown: z.boolean(),
      errorMessage: textField(1000).optional(),
      html: z.object({
        designs: z.array(libraryDesign).max(200),
        page: countField(1000),
        /** The load-more control shows while there are more pages. */
        hasMore: z.boolean(),
      }),
      /** How many designs matched, on all pages. */
      total: countField(100_000),
      /** How many matched, for the shopper to read in their language ("Designs for "cat": 57"). */
      summary: textField(1000).optional(),
      /** The words searched for instead, when a word was a typo ("hart" -> "heart") or matched nothing. */
      searchedFor: textField(800).optional(),
      /** Set (and designs empty) when nothing matched. */
      emptySearchMessage: textField(1000).optional(),
      /** The attributions the listed designs' licences require (OpenMoji's CC BY-SA 4.0...): show them with the results. */
      credits: z.array(designCredit).max(20).optional(),
    }),
  note: "html is { designs: [{ id, name, url, thumbnail?, licence? }], page, hasMore } instead of HTML; url is the data-url; names are in the shopper's language, best matches first; total and summary say how many matched; credits lists the attributions to show.",
});

export const renderText = defineCall({
  method: 'POST',
  path: '/ajax/personalized-services/render-text',
  payload: () =>
    z
      .object({
        text: z.string().min(1, 'is required').max(500, 'must be at most 500 characters'),
        /** Font family name. */
        font: textField(100).pipe(z.string().min(1, 'is required')),
        /** Font file name from the font list (never a path). */
        fontFile: z
          .string()
          .max(200)
          .regex(/^[A-Za-z0-9_.-]+\.(ttf|otf|woff2?)$/, 'must be a font file name')
          .optional(),
        rightToLeft: flagField().optional(),
        color: hexColour(),
      })
      .strict(),
  response: () => z.object({ done: z.literal(true), svg: textField(2_000_000) }),
  note: 'A failed render is a 4xx errorResponse; the UI shows its errorMessage.',
});

export const getQuantitySelector = defineCall({
  method: 'POST',
  path: '/ajax/personalized-services/get-quantity-selector',
  payload: () =>
    z
      .object({
        productId: idField(),
        /** Unit price the designer shows, minor units: display only, never charged. */
        price: countField(2 ** 31 - 1).optional(),
      })
      .strict(),
  response: () =>
    z.object({
      quantitySelector: z.object({
        min: quantityField(),
        max: quantityField(),
        default: quantityField(),
        /** Offered quantities with their total, if the product has quantity steps. */
        options: z
          .array(z.object({ quantity: quantityField(), price: money(), formattedPrice: formatted() }))
          .max(100)
          .default([]),
      }),
    }),
  note: 'quantitySelector is { min, max, default, options[] } instead of HTML.',
});

export const renderClothingSizes = defineCall({
  method: 'POST',
  path: '/ajax/personalized-services/render-clothing-sizes',
  payload: () => z.object({ productId: idField(), modelId: idField() }).strict(),
  response: () =>
    z.object({
      view: z.object({
        sizes: z.array(modelSizeOption).max(50),
        /** Size guide (clothing size info modal). */
        guide: table.optional(),
      }),
    }),
  note: 'view is { sizes: [{ size, surcharge, formattedSurcharge? }], guide?: table } instead of HTML.',
});

export const productTemplates = defineCall({
  method: 'GET',
  path: '/ajax/catalog/product/:id/templates',
  encoding: 'query',
  payload: () => z.object({ id: idField() }).strict(),
  response: () =>
    z.object({
      templates: z
        .array(
          z.object({
            /** Lower-case words and dashes; a design started from it names it, and the server checks it against it. */
            id: textField(80),
            name: textField(200),
            /** The template's design (restoreDocument): parts marked `template` { locked, placeholder? }. */
            design: designDocument,
          }),
        )
        .max(20),
    }),
  note: 'Not in SPEC.md: issue 29. The designer product\'s templates ("Start from a template"); none for other products; an unknown product is a 404.',
});

export const designOutline = defineCall({
  method: 'GET',
  path: '/ajax/personalized_services/design/:id/outline',
  encoding: 'query',
  payload: () => z.object({ id: idField() }).strict(),
  response: () =>
    z.object({
      /** The design's outline as a photo's frame keeps it (editor-engine model.ts FrameMask). */
      mask: z.object({
        designId: idField(),
        /** Absolute M, L, C and Z path data, its points within width x height (at most 1000 a side). */
        d: z.string().max(MAX_MASK_PATH_CHARS),
        width: z.number().positive().max(1000),
        height: z.number().positive().max(1000),
      }),
    }),
  note: "Not in SPEC.md: issue 29. A library design used as a photo's frame: the union of its filled shapes; an unknown design is a 404.",
});

export const designerCalls = { searchDesigns, renderText, getQuantitySelector, renderClothingSizes, productTemplates, designOutline };
