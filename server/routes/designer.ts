import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { calls } from '../../contract';
import { FONTS, fontPath } from '../../workers/fonts/catalogue';
import { registerCall } from '../http/route';
import { notFound } from '../services/shopError';
import type { Services } from '../services';

export function designerRoutes(app: FastifyInstance, { designLibrary, textRender, reviews }: Services): void {
  registerCall(app, calls.searchDesigns, (p, { locale }) => designLibrary.searchDesigns(p, locale), {
    config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
  });
  registerCall(app, calls.renderText, (p) => textRender.renderText(p), { config: { rateLimit: { max: 120, timeWindow: '1 minute' } } });
  registerCall(app, calls.getProductReviews, (p) => reviews.productReviews(p));

  // The designer's font files (the render worker outlines text with them): only files of the font list.
  app.get<{ Params: { file: string } }>('/fonts/:file', async (request, reply) => {
    const entry = FONTS.find((f) => f.file === request.params.file);
    if (!entry) throw notFound('font');
    reply.type('font/woff').header('cache-control', 'public, max-age=31536000, immutable');
    return reply.send(fs.createReadStream(path.resolve(fontPath(entry.file))));
  });
}
