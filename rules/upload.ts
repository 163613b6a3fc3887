// Upload caps of SPEC.md sections 5 and 9: 15 MB per image, 250 MB for several together; and how many files one
// request may carry (the shop's own limit, so one request cannot hold the server's memory).

export const MAX_IMAGE_BYTES = 15 * 1024 * 1024;
export const MAX_TOTAL_UPLOAD_BYTES = 250 * 1024 * 1024;
export const MAX_UPLOAD_FILES = 20;
/**
 * Pixel caps of a stored image: a browser canvas draws at most about 16,384 px a side, and 50 megapixels holds a
 * 48 MP phone photo while keeping what a viewer must decode bounded (a 48 KB PNG can declare 20000 x 20000 px).
 */
export const MAX_IMAGE_SIDE = 16_384;
export const MAX_IMAGE_PIXELS = 50_000_000;

/** The translation types of the two max-size messages (translate call). */
export type MaxSizeMessageType = 'upload-error-max-size' | 'upload-multiple-error-max-size';

export type UploadCheck = { ok: true } | { ok: false; type: MaxSizeMessageType; size: number; maxSize: number };

/** Checks a batch by its sizes: one image over 15 MB, or several over 250 MB together, is refused. */
export function checkUploadSizes(sizes: readonly number[]): UploadCheck {
  const big = sizes.find((s) => s > MAX_IMAGE_BYTES);
  if (big !== undefined) return { ok: false, type: 'upload-error-max-size', size: big, maxSize: MAX_IMAGE_BYTES };
  const total = sizes.reduce((sum, s) => sum + s, 0);
  if (sizes.length > 1 && total > MAX_TOTAL_UPLOAD_BYTES)
    return { ok: false, type: 'upload-multiple-error-max-size', size: total, maxSize: MAX_TOTAL_UPLOAD_BYTES };
  return { ok: true };
}

/**
 * The picture types a shopper may upload (the designer's and the product page's), recognised by their bytes on the
 * server: each refusal names them in the shopper's language, and the file pickers offer them. SVG is not one: an
 * uploaded picture is printed from its pixels, and the shop's SVG path is its own designs' exports (issue 26, item 8).
 */
export const UPLOAD_IMAGE_TYPES = [
  { mime: 'image/jpeg', ext: 'jpg', name: 'JPG' },
  { mime: 'image/png', ext: 'png', name: 'PNG' },
  { mime: 'image/webp', ext: 'webp', name: 'WebP' },
  { mime: 'image/gif', ext: 'gif', name: 'GIF' },
] as const;

/** The file pickers' `accept` attribute: the accepted types, and their usual endings for pickers that go by name. */
export const UPLOAD_ACCEPT = [...UPLOAD_IMAGE_TYPES.map((t) => t.mime), '.jpg', '.jpeg', '.png', '.webp', '.gif'].join(',');
