import { z } from 'zod';
import { MAX_IMAGE_BYTES, MAX_TOTAL_UPLOAD_BYTES } from '../rules/upload';
import { defineCall } from './define';
import { flagField, idField, shared, textField } from './fields';
import { countField, urlText } from './common';

// The upload calls of SPEC.md section 7. Files travel as multipart form data ('form' encoding); the payload schema
// describes them as Blobs (browser File, or a Blob/File the server builds from the multipart stream) so the caps of
// SPEC.md section 5 (15 MB per image, 250 MB in total) are part of the contract. `uploadFields` is the text part alone.

export { MAX_IMAGE_BYTES, MAX_TOTAL_UPLOAD_BYTES };
/** A base64 data URL of a 15 MB image is about 4/3 as long. */
export const MAX_BASE64_CHARS = Math.ceil((MAX_IMAGE_BYTES * 4) / 3) + 100;
export const MAX_SVG_CHARS = 5_000_000;

const isBlob = (v: unknown): v is Blob =>
  typeof v === 'object' && v !== null && typeof (v as Blob).size === 'number' && typeof (v as Blob).arrayBuffer === 'function';

/** One uploaded image file, at most 15 MB. */
export const imageFile = z.lazy(() =>
  z
    .custom<Blob>(isBlob, 'must be a file')
    .refine((f) => f.size > 0, 'is empty')
    .refine((f) => f.size <= MAX_IMAGE_BYTES, 'is larger than 15 MB'),
);

export const imageFiles = shared(() =>
  z
    .array(imageFile)
    .min(1, 'at least one file is required')
    .max(50, 'at most 50 files')
    .refine((fs) => fs.reduce((sum, f) => sum + f.size, 0) <= MAX_TOTAL_UPLOAD_BYTES, 'are larger than 250 MB together'),
);

/** The "extra fields" sent beside a file. Unknown extra fields are dropped. */
export const uploadFields = shared(() =>
  z.object({
    /** The shared uploader's prefix ('personalized' for the designer). */
    prefix: z
      .string()
      .max(60)
      .regex(/^[A-Za-z0-9_-]*$/, 'must be a simple word')
      .optional(),
    productId: idField().optional(),
    /** Original file name when the file part carries none (base64 and SVG uploads). */
    originalName: textField(255).optional(),
    productIndex: countField(99).optional(),
  }),
);

const base64Image = z.lazy(() =>
  z
    .string()
    .max(MAX_BASE64_CHARS, 'is larger than 15 MB')
    .regex(/^data:image\/(png|jpeg|webp|gif);base64,[A-Za-z0-9+/=\s]+$/, 'must be a base64 image data URL'),
);

/** Stored upload: `file` is the served route (content-hash name), `originalName` the shopper's file name. */
export const fileInfo = z.lazy(() => z.object({ file: urlText(), originalName: textField(255) }));

export const uploadImage = defineCall({
  method: 'POST',
  writes: true,
  path: '/ajax/upload/upload-image',
  encoding: 'form',
  payload: () => uploadFields().extend({ files: imageFiles() }),
  response: () => z.object({ done: z.literal(true), fileInfo }),
  note: 'A refused upload is a 4xx errorResponse; its `error` is the text shown in the dialog.',
});

export const uploadImageBase64 = defineCall({
  method: 'POST',
  writes: true,
  path: '/ajax/upload/upload-image-base64',
  payload: () => uploadFields().extend({ imgBase64: base64Image }),
  response: () => z.object({ done: z.literal(true), fileInfo }),
});

export const uploadImageSvg = defineCall({
  method: 'POST',
  writes: true,
  path: '/ajax/upload/upload-image-svg',
  payload: () =>
    uploadFields().extend({
      imgSVG: z
        .string()
        .min(1, 'is required')
        .max(MAX_SVG_CHARS, 'is too large')
        .regex(/<svg[\s>]/, 'must be SVG markup'),
      imgBase64: base64Image,
    }),
  /** file: the PNG route, fileSVG: the SVG route (both served with a fixed content type). */
  response: () => z.object({ done: z.literal(true), file: urlText(), fileSVG: urlText() }),
});

export const getMaxSizeError = defineCall({
  method: 'POST',
  path: '/ajax/upload/get-max-size-error',
  payload: () =>
    z
      .object({
        /** Bytes of the refused file(s). */
        size: countField(2 ** 40),
        /** The cap that was exceeded, bytes. */
        maxSize: countField(2 ** 40),
      })
      .strict(),
  response: () => z.object({ message: textField(1000) }),
});

export const websiteUploadImage = defineCall({
  method: 'POST',
  writes: true,
  path: '/ajax/website/upload/image',
  encoding: 'form',
  payload: () => uploadFields().extend({ files: imageFiles().max(1, 'one file only') }),
  response: () => z.object({ done: z.literal(true), fileInfo }),
  note: 'Not shown in the spec: same answer as upload-image.',
});

export const websiteUploadImageMultiple = defineCall({
  method: 'POST',
  writes: true,
  path: '/ajax/website/upload/image-multiple',
  encoding: 'form',
  payload: () => uploadFields().extend({ files: imageFiles() }),
  response: () => z.object({ done: z.literal(true), files: z.array(fileInfo).max(50) }),
  note: 'Not shown in the spec: one fileInfo per file, in order; 250 MB in total.',
});

export const websiteUploadImageBase64 = defineCall({
  method: 'POST',
  writes: true,
  path: '/ajax/website/upload/image-base-64',
  payload: () => uploadFields().extend({ imgBase64: base64Image, fromWeb: flagField().optional() }),
  response: () => z.object({ done: z.literal(true), fileInfo }),
  note: 'Not shown in the spec: same answer as upload-image-base64.',
});

export const uploadCalls = {
  uploadImage,
  uploadImageBase64,
  uploadImageSvg,
  getMaxSizeError,
  websiteUploadImage,
  websiteUploadImageMultiple,
  websiteUploadImageBase64,
};
