import sharp from 'sharp';

/**
 * The picture a shopper uploads in the personalised-line tests (server and journey): a dark left half, a light right
 * one, a green band on top, each its own colour in sepia too and no white anywhere, so no product's artwork looks like
 * it and a mirrored, shifted or stretched copy shows at once. 600 x 400 PNG.
 */
export const personalPicture = (): Promise<Buffer> =>
  sharp({ create: { width: 600, height: 400, channels: 3, background: '#303030' } })
    .composite([
      { input: { create: { width: 300, height: 400, channels: 3, background: '#c08040' } }, left: 300, top: 0 },
      { input: { create: { width: 600, height: 60, channels: 3, background: '#40a040' } }, left: 0, top: 0 },
    ])
    .png()
    .toBuffer();
