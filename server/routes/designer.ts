import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { calls } from '../../contract';
import { LETTERING_PICTURE } from '../../contract/pictures';
import { letteringPicture } from '../print/letteringPicture';
import { FONTS, fontPath } from '../../workers/fonts/catalogue';
import { registerCall } from '../http/route';
import { notFound } from '../services/shopError';
import { productTemplates } from '../services/designTemplates';
import type { Services } from '../services';

export function designerRoutes(app: FastifyInstance, { designLibrary, designMasks, textRender, reviews, catalogue }: Services): void {
  registerCall(app, calls.searchDesigns, (p, { locale }) => designLibrary.searchDesigns(p, locale), {
    config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
  });
  registerCall(app, calls.renderText, (p) => textRender.renderText(p), { config: { rateLimit: { max: 120, timeWindow: '1 minute' } } });
  registerCall(app, calls.getProductReviews, (p) => reviews.productReviews(p));
  registerCall(app, calls.productTemplates, async (p) => productTemplates(await catalogue.product(p.id)));
  registerCall(app, calls.designOutline, (p) => designMasks.outlineOrNotFound(p.id), { config: { rateLimit: { max: 120, timeWindow: '1 minute' } } });

  // Library designs drawn by OpenMoji, from the installed package: the id maps to the file through the database, so
  // no part of the request becomes a path. Fixed type, nosniff, no scripts if opened alone, and the licence linked.
  app.get<{ Params: { name: string } }>('/media/designs/openmoji/:name', async (request, reply) => {
    const id = /^([1-9]\d{0,9})\.svg$/.exec(request.params.name)?.[1];
    if (!id || Number(id) > 2 ** 31 - 1) throw notFound('design');
    const picture = await designLibrary.picture('openmoji', Number(id));
    if (!fs.existsSync(picture.path)) throw notFound('design');
    reply
      .type('image/svg+xml')
      .header('x-content-type-options', 'nosniff')
      // Ids are stable, but an OpenMoji upgrade may redraw a picture: a month, not immutable.
      .header('cache-control', 'public, max-age=2592000')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    if (picture.licenceUrl) reply.header('link', `<${picture.licenceUrl}>; rel="license"`);
    return reply.send(fs.createReadStream(picture.path));
  });

  // A lettering line's picture (issue 27), drawn from its address: the same address always draws the same words.
  app.get<{ Querystring: Record<string, unknown> }>(
    LETTERING_PICTURE,
    { config: { rateLimit: { max: 120, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const svg = await letteringPicture(request.query);
      return reply
        .type('image/svg+xml')
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=86400')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .send(svg);
    },
  );

  // The designer's font files (the render worker outlines text with them): only files of the font list.
  app.get<{ Params: { file: string } }>('/fonts/:file', async (request, reply) => {
    const entry = FONTS.find((f) => f.file === request.params.file);
    if (!entry) throw notFound('font');
    reply.type('font/woff').header('cache-control', 'public, max-age=31536000, immutable');
    return reply.send(fs.createReadStream(path.resolve(fontPath(entry.file))));
  });
}
