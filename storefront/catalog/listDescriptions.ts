import type { ProductCategory } from '../../contract/common';

// The product list's description block: the shop's words about the whole list or a category, and how many lines the
// block shows before "View more" (SPEC.md section 2: shown when the text exceeds a configured number of lines).

export const LIST_DESCRIPTION_LINES = 3;

export const listDescriptions: Partial<Record<ProductCategory | 'all', { title: string; paragraphs: string[] }>> = {
  all: {
    title: 'Made to your measure',
    paragraphs: [
      'Every piece in the shop is produced when you order it: stickers are cut from matt vinyl, wallpaper and canvas are printed with water-based inks, blinds are sewn to the millimetre you give us. You choose the size, the colour and, for personalised products, the words and pictures.',
      'Not sure about a size? Type your own width and height and the price follows as you type. Stickers come with transfer film and step-by-step instructions; wallpaper comes with paste instructions and an overlap for matching the pattern. If something does not fit, write to us within 30 days.',
      'Designs from our library are drawn in-house or come from open collections whose licences allow printing; the designer credits each source.',
    ],
  },
  canvas: {
    title: 'Canvas prints',
    paragraphs: [
      'Cotton-blend canvas stretched over a 2 cm pine frame, printed edge to edge so the picture wraps round the sides. Choose one panel or a composition of several, in the size that fits your wall.',
    ],
  },
  'cut-vinyl-sticker': {
    title: 'Vinyl wall stickers',
    paragraphs: [
      'Cut from a single sheet of matt vinyl with no background: once applied, only the design stays on the wall, as if painted. Pick one of 20 colours and any size between the limits shown on each product.',
      'They come off cleanly from painted walls, tiles and glass, and can be mirrored for a door or a window. Every order includes transfer film, a squeegee and instructions.',
    ],
  },
};
