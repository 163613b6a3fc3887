import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { AssetLoader } from '../../workers/render/assets';
import { mimeOf } from '../../workers/render/assets';
import { nodeAssetLoader, REPO_ROOT, type SyncRasteriser } from '../../workers/render/node';
import { photoJpeg } from '../services/uploadReencode';
import { MASTERS_DIR } from './masters';

/** The bytes behind one of the shop's media paths (/media/uploads/..., /media/designs/..., /media/catalog/...). */
export type MediaResolver = (src: string) => Promise<Uint8Array | undefined>;

/**
 * The renderer's assets on the server: fonts from the package folder, images from the files the shop serves under
 * the same paths (the originals: an upload at its full uploaded resolution, never the canvas's downscaled copy).
 */
export function mediaAssets(resolve: MediaResolver): AssetLoader {
  const fonts = nodeAssetLoader(REPO_ROOT);
  return {
    font: fonts.font,
    async image(src) {
      if (src.startsWith('data:')) return fonts.image(src);
      const bytes = await resolve(src);
      if (!bytes) throw new Error(`image not found: ${src.slice(0, 80)}`);
      return { bytes, mime: mimeOf(src, bytes) };
    },
  };
}

/** The longest side a vector image (a library design) is rasterised to for a print file. */
const VECTOR_SIDE = 4096;

/**
 * For the PDF: PDF embeds PNG and JPEG as they are (JPEG's own DCT bytes, PNG's pixels, both at full size); WebP and
 * GIF become a lossless PNG of the same pixels, and an SVG picture is rasterised to 4,096 px on its longest side. A
 * JPEG photo an effect changed (sepia...) is kept as a JPEG of the baked pixels, as the shop keeps uploads: a PNG of
 * them was 3.5 times the uploaded photo (issue 27).
 */
export function pdfReadyAssets(inner: AssetLoader, rasterise: SyncRasteriser): AssetLoader {
  return {
    font: inner.font,
    async encodeBaked(png, source) {
      if (source.mime !== 'image/jpeg') return { bytes: png, mime: 'image/png' };
      const { chromaSubsampling } = await sharp(Buffer.from(source.bytes)).metadata();
      // resvg's pixels are RGBA; a photo has no transparency to keep
      const bytes = await sharp(Buffer.from(png)).removeAlpha().jpeg(photoJpeg(chromaSubsampling)).toBuffer();
      return { bytes: new Uint8Array(bytes), mime: 'image/jpeg' };
    },
    async image(src) {
      const img = await inner.image(src);
      if (img.mime === 'image/png' || img.mime === 'image/jpeg') return img;
      if (img.mime === 'image/svg+xml') {
        const meta = await sharp(Buffer.from(img.bytes)).metadata();
        const side = Math.max(meta.width ?? 1, meta.height ?? 1);
        const width = Math.round(((meta.width ?? 1) * VECTOR_SIDE) / side);
        const svg = Buffer.from(img.bytes).toString('utf8');
        return { bytes: await rasterise(svg, width, true), mime: 'image/png' };
      }
      return { bytes: new Uint8Array(await sharp(Buffer.from(img.bytes), { animated: false }).png().toBuffer()), mime: 'image/png' };
    },
  };
}

const ifMissing = (err: NodeJS.ErrnoException) => {
  if (err.code === 'ENOENT' || err.code === 'EISDIR') return undefined;
  throw err;
};

/** The shop's media: uploads from the shop's file store (by their recorded name), the catalogue's pictures and artwork, the library's designs. */
export function shopMedia(options: {
  upload: (name: string) => Promise<{ bytes: Uint8Array } | undefined>;
  libraryDesign: (id: number) => Promise<{ path: string } | undefined>;
  catalogueImages: string;
}): MediaResolver {
  const inside = (folder: string, name: string) => {
    const file = path.resolve(folder, name);
    return file.startsWith(path.resolve(folder) + path.sep) ? file : undefined;
  };
  // A missing file is a missing picture, as an unknown upload is (the add-to-cart check and the render agree on it).
  const read = async (file: string | undefined) => (file ? fs.readFile(file).then((b) => new Uint8Array(b), ifMissing) : undefined);
  return async (src) => {
    const upload = /^\/media\/uploads\/([^/]+)$/.exec(src);
    if (upload) return (await options.upload(upload[1]))?.bytes;
    const openmoji = /^\/media\/designs\/openmoji\/([1-9]\d{0,9})\.svg$/.exec(src);
    if (openmoji) return read((await options.libraryDesign(Number(openmoji[1])))?.path);
    const design = /^\/media\/designs\/([A-Za-z0-9._-]+)$/.exec(src);
    if (design) return read(inside(path.join(options.catalogueImages, 'designs'), design[1]));
    // a catalogue product's artwork (issue 27): what its print files are made from
    const master = /^\/media\/catalog\/masters\/([1-9]\d{0,9})\.svg$/.exec(src);
    if (master) return read(path.join(MASTERS_DIR, `${master[1]}.svg`));
    const catalog = /^\/media\/catalog\/([A-Za-z0-9._-]+)$/.exec(src);
    if (catalog) return read(inside(path.join(options.catalogueImages, 'products'), catalog[1]));
    return undefined;
  };
}
