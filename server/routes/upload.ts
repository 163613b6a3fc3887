import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { calls, MAX_BASE64_CHARS, MAX_SVG_CHARS } from '../../contract';
import { registerCall } from '../http/route';
import { readMultipart } from '../http/multipart';
import { notFound } from '../services/shopError';
import type { Services } from '../services';

// Uploads: checked by content, stored by hash, served with a fixed type. Rate limited per visitor.
const limited = { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } };
// A base64 image the contract allows (15 MB, 4/3 longer as text) is far above the server's 1 MB JSON body limit:
// these calls take a body that size, plus room for the other fields (and the SVG of upload-image-svg).
const FIELDS_ROOM = 64 * 1024;
const base64Body = { ...limited, bodyLimit: MAX_BASE64_CHARS + FIELDS_ROOM };
const base64AndSvgBody = { ...limited, bodyLimit: MAX_BASE64_CHARS + MAX_SVG_CHARS + FIELDS_ROOM };

export function uploadRoutes(app: FastifyInstance, { uploads }: Services): void {
  const firstFile = async (files: File[]) => uploads.saveImage(new Uint8Array(await files[0].arrayBuffer()), files[0].name);
  registerCall(app, calls.uploadImage, async (p) => ({ done: true as const, fileInfo: await firstFile(p.files as File[]) }), {
    ...limited,
    preHandler: readMultipart,
  });
  registerCall(app, calls.websiteUploadImage, async (p) => ({ done: true as const, fileInfo: await firstFile(p.files as File[]) }), {
    ...limited,
    preHandler: readMultipart,
  });
  registerCall(
    app,
    calls.websiteUploadImageMultiple,
    async (p) => ({
      done: true as const,
      files: await uploads.saveImages(
        await Promise.all((p.files as File[]).map(async (f) => ({ bytes: new Uint8Array(await f.arrayBuffer()), name: f.name }))),
      ),
    }),
    { ...limited, preHandler: readMultipart },
  );
  registerCall(
    app,
    calls.uploadImageBase64,
    async (p) => ({ done: true as const, fileInfo: await uploads.saveBase64(p.imgBase64, p.originalName ?? 'image.png') }),
    base64Body,
  );
  registerCall(
    app,
    calls.websiteUploadImageBase64,
    async (p) => ({ done: true as const, fileInfo: await uploads.saveBase64(p.imgBase64, p.originalName ?? 'image.png') }),
    base64Body,
  );
  registerCall(
    app,
    calls.uploadImageSvg,
    async (p) => {
      const name = p.originalName ?? 'design';
      const [png, svg] = await Promise.all([uploads.saveBase64(p.imgBase64, `${name}.png`), uploads.saveSvg(p.imgSVG, `${name}.svg`)]);
      return { done: true as const, file: png.file, fileSVG: svg.file };
    },
    base64AndSvgBody,
  );

  app.get<{ Params: { name: string } }>('/media/uploads/:name', async (request, reply) => {
    const found = await uploads.open(request.params.name);
    if (!found || !fs.existsSync(found.path)) throw notFound('upload');
    reply
      .type(found.mime)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'public, max-age=31536000, immutable')
      // An SVG opened on its own must not run anything.
      .header('content-security-policy', "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox");
    return reply.send(fs.createReadStream(found.path));
  });
}
