import type { FastifyReply, FastifyRequest } from 'fastify';
import { ShopError } from '../services/shopError';
import { tooBig, type ReceivedFile, type UploadService, type Uploader } from '../services/uploadService';
import { formatMegabytes } from '../i18n';
import { requestLocale } from './locale';

import { MAX_IMAGE_BYTES, MAX_TOTAL_UPLOAD_BYTES, MAX_UPLOAD_FILES } from '../../rules/upload';

export { MAX_TOTAL_UPLOAD_BYTES };

/** Who uploads, as the services know it: the address Fastify trusts (TRUST_PROXY) and the shopper's language. */
export function uploader(request: FastifyRequest): Uploader {
  return { address: request.ip, locale: requestLocale(request) };
}

/**
 * Turns a multipart upload into the payload its contract describes: `files` as received files and the text fields
 * beside them. Each file streams to a temporary file as it arrives (memory holds a chunk, not the upload) and is
 * refused at its first bytes when they are not an image, and at the byte that takes it over 15 MB, the request over
 * 250 MB or the visitor over a quota; the 21st file is refused as it starts. What is received and not kept by the
 * handler is removed when the answer is sent.
 */
export function multipartReader(uploads: UploadService, { maxTotalBytes = MAX_TOTAL_UPLOAD_BYTES }: { maxTotalBytes?: number } = {}) {
  return (request: FastifyRequest, reply: FastifyReply) => readParts(uploads, request, reply, maxTotalBytes);
}

async function readParts(uploads: UploadService, request: FastifyRequest, reply: FastifyReply, maxTotalBytes: number): Promise<void> {
  if (!request.isMultipart()) throw new ShopError(415, 'upload', 'upload-error');
  const who = uploader(request);
  const locale = who.locale;
  const files: ReceivedFile[] = [];
  reply.raw.once('close', () => void uploads.discard(files));
  const fields: Record<string, unknown> = {};
  const allowance = await uploads.allowance(who);
  const overTotal = () => new ShopError(413, 'upload-max-size', 'upload-multiple-error-max-size', { maxSize: formatMegabytes(maxTotalBytes, locale) });
  let total = 0;
  try {
    // busboy's own cap is a backstop above ours: at its cap busboy skips the rest of the body without backpressure,
    // while ours refuses as the 15 MB + 1st byte arrives and stops reading there.
    for await (const part of request.parts({ limits: { fileSize: MAX_IMAGE_BYTES + 1024 * 1024 } })) {
      if (part.type === 'file') {
        // The tightest of the three caps applies to this file, with its own message.
        const caps = [
          { bytes: MAX_IMAGE_BYTES, refusal: () => tooBig(locale) },
          { bytes: maxTotalBytes - total, refusal: overTotal },
          // Content stored before takes no quota, which only keeping can tell: one image of slack while streaming.
          { bytes: allowance.bytes + MAX_IMAGE_BYTES - total, refusal: allowance.refusal },
        ];
        const limit = caps.reduce((a, b) => (b.bytes < a.bytes ? b : a));
        const file = await uploads.receive(part.file, part.filename, limit);
        files.push(file);
        total += file.size;
      } else if (!(part.fieldname in fields)) {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    // The rest of a refused body is not read: the connection closes after the answer, instead of Node reading on.
    reply.header('connection', 'close');
    await uploads.discard(files);
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooBig(locale);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new ShopError(413, 'upload-too-many', 'upload-too-many-files', { max: MAX_UPLOAD_FILES });
    }
    if (err instanceof ShopError) throw err;
    // A body that is not the multipart it claims to be (cut short, wrong boundary): the shopper's upload failed.
    throw new ShopError(400, 'upload', 'upload-error');
  }
  request.body = { ...fields, files };
}
