import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { PICTURE_WIDTHS, masterPictureId, type PictureWidth } from '../../contract/pictures';

// The catalogue's pictures rendered for browsers (contract/pictures.ts says why): each master SVG in `dir` drawn once
// at each width to WebP with sharp (libvips, off the event loop), kept in memory for the process's life. The demo
// catalogue is 31 pictures, about 0.7 MB at every width. The masters come with the code, so nothing goes stale.

/** WebP quality: the demo art is flat colour; 80 keeps its edges clean at about a third of PNG's bytes. */
const QUALITY = 80;

export class CataloguePictures {
  private readonly renders = new Map<string, Promise<Buffer | undefined>>();

  constructor(private readonly dir: string) {}

  /** The WebP bytes of master picture `id` at `width`; undefined when there is no such master. */
  variant(id: number, width: PictureWidth): Promise<Buffer | undefined> {
    const key = `${width}/${id}`;
    let render = this.renders.get(key);
    if (!render) {
      render = this.render(id, width);
      this.renders.set(key, render);
      // A failed render (a master being replaced, say) is tried again on the next request, not remembered.
      render.catch(() => this.renders.delete(key));
    }
    return render;
  }

  /**
   * Renders every master at every width, one at a time, so the first shoppers after a start are served from memory.
   * Called once the server listens: it never delays the start, and one render at a time leaves the rest of the core
   * to the requests.
   */
  async warm(): Promise<number> {
    const ids = (await fs.readdir(this.dir)).flatMap((file) => masterPictureId(`/media/catalog/${file}`) ?? []);
    for (const width of PICTURE_WIDTHS) for (const id of ids) await this.variant(id, width);
    return ids.length * PICTURE_WIDTHS.length;
  }

  private async render(id: number, width: PictureWidth): Promise<Buffer | undefined> {
    const master = await fs.readFile(path.join(this.dir, `${id}.svg`)).catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return undefined;
      throw err;
    });
    if (!master) return undefined;
    const { width: drawn = width } = await sharp(master).metadata();
    // Drawn at the target width rather than drawn large and shrunk: librsvg rasterises at density / 72 of the
    // SVG's own size, so the edges come out crisp and the render costs what its pixels cost.
    return sharp(master, { density: (72 * width) / drawn })
      .resize({ width })
      .webp({ quality: QUALITY })
      .toBuffer();
  }
}
