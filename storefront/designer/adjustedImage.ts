import { adjustMatrix, adjustPixels, type ImageAdjust } from '../../editor-engine';

// A picture with the shopper's adjustments, for the canvas: the same colour matrix the export's filter and the
// print's baked pixels use (editor-engine/export/adjust.ts), run over the canvas copy's pixels. A slider drag asks
// for a new copy on every value, so the decoded picture is kept and only the pixel pass runs again.

const decoded = new Map<string, Promise<HTMLImageElement>>();

/** The picture at `url`, decoded once. */
function decodedImage(url: string): Promise<HTMLImageElement> {
  let image = decoded.get(url);
  if (!image) {
    const img = new Image();
    img.src = url;
    image = img.decode().then(() => img);
    decoded.set(url, image);
  }
  return image;
}

/** The picture at `url` as the canvas draws it: itself, or a copy of its pixels with the adjustments applied. */
export async function adjustedPicture(url: string, adjust: ImageAdjust | undefined): Promise<HTMLImageElement | HTMLCanvasElement> {
  const img = await decodedImage(url);
  if (!adjust) return img;
  const canvas = document.createElement('canvas');
  canvas.width = img.naturalWidth;
  canvas.height = img.naturalHeight;
  const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
  ctx.drawImage(img, 0, 0);
  const pixels = ctx.getImageData(0, 0, canvas.width, canvas.height);
  adjustPixels(pixels.data, adjustMatrix(adjust));
  ctx.putImageData(pixels, 0, 0);
  return canvas;
}
