import type { ControllerApi } from './controller';
import { checkUploadSizes } from '../../rules/upload';

// Uploading the shopper's image (SPEC.md sections 5, 7, 8): the caps are checked first (15 MB per image, 250 MB in
// total); over a cap the server's translated max-size message shows and nothing is sent. Loaded with the
// personalisation section only.

export type UploadOutcome = { ok: true; file: string; originalName: string } | { ok: false; message?: string };

export async function uploadImages(api: ControllerApi, productId: number, files: File[]): Promise<UploadOutcome> {
  const check = checkUploadSizes(files.map((f) => f.size));
  if (!check.ok) {
    try {
      const r = await api.call('translate', { type: check.type });
      return { ok: false, message: r.translation };
    } catch {
      return { ok: false, message: check.type === 'upload-error-max-size' ? 'The image is larger than 15 MB.' : 'The images are larger than 250 MB together.' };
    }
  }
  try {
    const r = await api.call('uploadImage', { files, prefix: 'personalized', productId });
    return { ok: true, file: r.fileInfo.file, originalName: r.fileInfo.originalName };
  } catch (e) {
    const err = e as { isAbort?: boolean; errorMessage?: string };
    return { ok: false, message: err.isAbort ? undefined : err.errorMessage };
  }
}
