import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PICTURE_WIDTHS, masterPictureId } from '../../contract/pictures';
import { catalogue } from '../../fixtures/catalog';
import { CataloguePictures } from './cataloguePictures';

const dir = path.resolve('fixtures/catalog/images/products');

describe('CataloguePictures', () => {
  it('renders a master picture to WebP at each width, with the picture in it', async () => {
    const pictures = new CataloguePictures(dir);
    for (const width of PICTURE_WIDTHS) {
      const bytes = (await pictures.variant(1001, width))!;
      const image = sharp(bytes);
      expect(await image.metadata()).toMatchObject({ format: 'webp', width, height: width });
      // The tree of life is drawn, not a blank: dark branches on a light wall.
      const { channels } = await image.stats();
      expect(channels[0].min).toBeLessThan(60);
      expect(channels[0].max).toBeGreaterThan(200);
    }
  });

  it('renders each picture once, however many ask at the same time', async () => {
    const pictures = new CataloguePictures(dir);
    const [a, b] = await Promise.all([pictures.variant(1002, 400), pictures.variant(1002, 400)]);
    expect(a).toBe(b);
    expect(await pictures.variant(1002, 400)).toBe(a);
  });

  it('has nothing for a picture with no master', async () => {
    expect(await new CataloguePictures(dir).variant(999_999, 400)).toBeUndefined();
  });

  it('warms every product’s picture at every width', async () => {
    const pictures = new CataloguePictures(dir);
    const ids = new Set(catalogue.products.map((p) => masterPictureId(p.image)));
    expect(ids.has(undefined)).toBe(false);
    expect(await pictures.warm()).toBe(ids.size * PICTURE_WIDTHS.length);
  });
});
