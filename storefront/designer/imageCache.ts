import { renderClient } from './renderClient';

// Pictures reach the canvas downscaled in the render worker (a 12-megapixel photo never decodes on the page's thread);
// the document keeps the uploaded original's route, which the export and the print files use.

/** Longest side of the canvas copy: the canvas is about 600 px wide, twice that covers a sharp zoom. */
export const DISPLAY_MAX_SIDE = 1600;

const display = new Map<string, string>();

/** The URL the canvas draws for a document source: its downscaled copy when there is one. */
export const displayUrl = (src: string): string => display.get(src) ?? src;

export interface PreparedImage {
  naturalWidth: number;
  naturalHeight: number;
}

/** Downscales a chosen file in the worker, remembers the copy under `src` once uploaded, and answers its natural size. */
export async function prepareImage(file: File): Promise<{ size: PreparedImage; remember: (src: string) => void }> {
  const client = await renderClient();
  const out = await client.downscaleImage(await file.arrayBuffer(), file.type, DISPLAY_MAX_SIDE);
  const url = URL.createObjectURL(new Blob([out.bytes], { type: out.mime }));
  return {
    size: { naturalWidth: out.originalWidth, naturalHeight: out.originalHeight },
    remember: (src) => void display.set(src, url),
  };
}
