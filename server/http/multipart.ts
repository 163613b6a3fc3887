import type { FastifyRequest } from 'fastify';
import { ShopError } from '../services/shopError';
import { formatMegabytes } from '../i18n';
import { requestLocale } from './locale';

import { MAX_IMAGE_BYTES, MAX_TOTAL_UPLOAD_BYTES, MAX_UPLOAD_FILES } from '../../rules/upload';

export { MAX_TOTAL_UPLOAD_BYTES };

/**
 * Turns a multipart upload into the payload its contract describes: `files` as File objects and the text fields
 * beside them. A file over 15 MB, or files over 250 MB together, is refused with the translated max-size message.
 */
export const readMultipart = multipartReader();

/** readMultipart with another total cap (tests check the 250 MB refusal with a small one). */
export function multipartReader({ maxTotalBytes = MAX_TOTAL_UPLOAD_BYTES }: { maxTotalBytes?: number } = {}) {
  return (request: FastifyRequest) => readParts(request, maxTotalBytes);
}

async function readParts(request: FastifyRequest, maxTotalBytes: number): Promise<void> {
  if (!request.isMultipart()) throw new ShopError(415, 'upload', 'upload-error');
  const locale = requestLocale(request);
  const files: File[] = [];
  const fields: Record<string, unknown> = {};
  let total = 0;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        total += bytes.byteLength;
        if (total > maxTotalBytes)
          throw new ShopError(413, 'upload-max-size', 'upload-multiple-error-max-size', { maxSize: formatMegabytes(maxTotalBytes, locale) });
        files.push(new File([new Uint8Array(bytes)], part.filename, { type: part.mimetype }));
      } else if (!(part.fieldname in fields)) {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new ShopError(413, 'upload-max-size', 'upload-error-max-size', { maxSize: formatMegabytes(MAX_IMAGE_BYTES, locale) });
    }
    const code = (err as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new ShopError(413, 'upload-too-many', 'upload-too-many-files', { max: MAX_UPLOAD_FILES });
    }
    if (err instanceof ShopError) throw err;
    // A body that is not the multipart it claims to be (cut short, wrong boundary): the shopper's upload failed.
    throw new ShopError(400, 'upload', 'upload-error');
  }
  request.body = { ...fields, files };
}
