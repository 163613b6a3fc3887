import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';
import { calls, MAX_BASE64_CHARS, MAX_SVG_CHARS } from '../../contract';
import { registerCall } from '../http/route';
import { multipartReader, uploader } from '../http/multipart';
import { notFound } from '../services/shopError';
import type { ReceivedFile } from '../services/uploadService';
import type { Services } from '../services';

// Uploads: checked by content, stored by hash, served with a fixed type. Rate limited per visitor.
const limited = { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } };
// A base64 image the contract allows (15 MB, 4/3 longer as text) is far above the server's 1 MB JSON body limit:
// these calls take a body that size, plus room for the other fields (and the SVG of upload-image-svg).
const FIELDS_ROOM = 64 * 1024;
const base64Body = { ...limited, bodyLimit: MAX_BASE64_CHARS + FIELDS_ROOM };
const base64AndSvgBody = { ...limited, bodyLimit: MAX_BASE64_CHARS + MAX_SVG_CHARS + FIELDS_ROOM };

export function uploadRoutes(app: FastifyInstance, { uploads }: Services): void {
  // Temporary files a crashed process left are removed before the server takes requests.
  app.addHook('onReady', async () => {
    const removed = await uploads.cleanUp();
    if (removed) app.log.info(`removed ${removed} temporary upload file(s) left by an earlier process`);
  });
  const multipart = { ...limited, preHandler: multipartReader(uploads) };
  /** The files the multipart reader received (the contract sees them as Blobs). */
  const received = (files: unknown) => files as ReceivedFile[];
  registerCall(
    app,
    calls.uploadImage,
    async (p, { request }) => ({ done: true as const, fileInfo: (await uploads.keep(received(p.files).slice(0, 1), uploader(request)))[0] }),
    multipart,
  );
  registerCall(
    app,
    calls.websiteUploadImage,
    async (p, { request }) => ({ done: true as const, fileInfo: (await uploads.keep(received(p.files).slice(0, 1), uploader(request)))[0] }),
    multipart,
  );
  registerCall(
    app,
    calls.websiteUploadImageMultiple,
    async (p, { request }) => ({ done: true as const, files: await uploads.keep(received(p.files), uploader(request)) }),
    multipart,
  );
  registerCall(
    app,
    calls.uploadImageBase64,
    async (p, { request }) => ({ done: true as const, fileInfo: await uploads.saveBase64(p.imgBase64, p.originalName ?? 'image.png', uploader(request)) }),
    base64Body,
  );
  registerCall(
    app,
    calls.websiteUploadImageBase64,
    async (p, { request }) => ({ done: true as const, fileInfo: await uploads.saveBase64(p.imgBase64, p.originalName ?? 'image.png', uploader(request)) }),
    base64Body,
  );
  registerCall(
    app,
    calls.uploadImageSvg,
    async (p, { request }) => {
      const { png, svg } = await uploads.saveDesign(p.imgSVG, p.imgBase64, p.originalName ?? 'design', uploader(request));
      return { done: true as const, file: png.file, fileSVG: svg.file };
    },
    base64AndSvgBody,
  );

  const serve = (reply: FastifyReply, found: { stream: Readable; size: number; mime: string } | undefined) => {
    if (!found) throw notFound('upload');
    reply
      .type(found.mime)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'public, max-age=31536000, immutable')
      // An SVG opened on its own must not run anything.
      .header('content-security-policy', "default-src 'none'; img-src data:; style-src 'unsafe-inline'; sandbox");
    return reply.header('content-length', found.size).send(found.stream);
  };
  app.get<{ Params: { name: string } }>('/media/uploads/:name', async (request, reply) => serve(reply, await uploads.open(request.params.name)));
  // the canvas's copy of an uploaded picture (contract/pictures.ts displayCopyOf); the print reads the original
  app.get<{ Params: { name: string } }>('/media/uploads/display/:name', async (request, reply) =>
    serve(reply, await uploads.openDisplayCopy(request.params.name)),
  );
}
