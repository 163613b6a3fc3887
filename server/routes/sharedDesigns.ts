import type { FastifyInstance } from 'fastify';
import { calls } from '../../contract';
import { MAX_DESIGN_JSON_CHARS } from '../../rules/designBudget';
import { uploader } from '../http/multipart';
import { registerCall } from '../http/route';
import type { Services } from '../services';
import { ShopError } from '../services/shopError';

/** Links are 128-bit tokens; reading them is still limited, as order links are. */
export const SHARED_DESIGN_READ_RATE_LIMIT = { max: 120, timeWindow: '1 minute' };
/** A save's body: the largest design the contract takes, and room for its product id and the JSON around it. */
export const SHARE_DESIGN_BODY_LIMIT = MAX_DESIGN_JSON_CHARS + 16 * 1024;

/** "Save and share" (issue 29): the designer saves a design (the write rate limit) and a link reads it back. */
export function sharedDesignRoutes(app: FastifyInstance, { sharedDesigns, uploads }: Services): void {
  // In a context of its own, so a body over the limit says it is the design that is too large, in the shopper's
  // language; every other error goes on to the shop's error handler.
  void app.register(async (scope) => {
    scope.setErrorHandler((err) => {
      if ((err as { statusCode?: number }).statusCode !== 413) throw err;
      throw new ShopError(413, 'design', 'shared-design-too-large', { max: Math.floor(MAX_DESIGN_JSON_CHARS / 1000) });
    });
    registerCall(scope, calls.shareDesign, (p, { request }) => sharedDesigns.save(p, uploads.designQuota(uploader(request))), {
      bodyLimit: SHARE_DESIGN_BODY_LIMIT,
    });
  });
  registerCall(app, calls.sharedDesign, (p) => sharedDesigns.read(p.token), { config: { rateLimit: SHARED_DESIGN_READ_RATE_LIMIT } });
}
