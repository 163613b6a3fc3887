import type { PayloadInput } from '../../contract';
import { checkUploadSizes } from '../../rules/upload';
import { shopperMessage, wasAborted } from '../api/errors';
import { defaultClient, type DataClient } from './client';
import { createInformationData } from './information';

// The personalisation calls the designer and the options panel share (SPEC.md sections 5, 7, 8): text rendered in
// real fonts, and the shopper's images uploaded with the personalised prefix after the shop's caps are checked.

export type UploadOutcome = { ok: true; file: string; originalName: string } | { ok: false; message?: string };

export function createDesignerData(client: DataClient = defaultClient) {
  const information = createInformationData(client);
  return {
    /** render-text, keyed: a newer text aborts the preview in flight. */
    renderText: (key: string, p: PayloadInput<'renderText'>) => client.latest(key).call('renderText', p),
    abort: (key: string) => client.abortLatest(key),

    /**
     * Uploads the shopper's images. Over a cap (15 MB an image, 250 MB together) nothing is sent and the server's
     * translated max-size message is the answer; a refusal carries the server's message.
     */
    async uploadImages(productId: number, files: File[]): Promise<UploadOutcome> {
      const check = checkUploadSizes(files.map((f) => f.size));
      if (!check.ok) {
        try {
          return { ok: false, message: await information.translation(check.type) };
        } catch {
          return {
            ok: false,
            message: check.type === 'upload-error-max-size' ? 'The image is larger than 15 MB.' : 'The images are larger than 250 MB together.',
          };
        }
      }
      try {
        const r = await client.call('uploadImage', { files, prefix: 'personalized', productId });
        return { ok: true, file: r.fileInfo.file, originalName: r.fileInfo.originalName };
      } catch (e) {
        return { ok: false, message: wasAborted(e) ? undefined : shopperMessage(e, undefined) };
      }
    },
  };
}
export type DesignerData = ReturnType<typeof createDesignerData>;
