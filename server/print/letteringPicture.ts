// A lettering's picture for the cart and the order pages (issue 27): the words outlined as the plotter cuts them
// (letteringSvg), filled in the vinyl's colour, from the address alone (linePicture writes it), so every page that
// lists the line can show it without the shop keeping a file.
import { FONTS } from '../../workers/fonts/catalogue';
import { ShopError } from '../services/shopError';
import { letteringSvg } from './lettering';

/** The longest words the address carries (render-text's limit). */
export const LETTERING_PICTURE_TEXT = 500;

/** The SVG for a lettering picture's query, or a 400 naming what is wrong with it. */
export async function letteringPicture(query: Record<string, unknown>): Promise<string> {
  const text = typeof query.text === 'string' ? query.text.trim() : '';
  if (!text) throw new ShopError(400, 'text', 'personalized-text-required');
  if (text.length > LETTERING_PICTURE_TEXT) throw new ShopError(400, 'text', 'text-render-failed', { reason: `at most ${LETTERING_PICTURE_TEXT} characters` });
  const font = FONTS.find((f) => f.file === query.font);
  if (!font) throw new ShopError(400, 'font', 'font-unknown', { font: String(query.font ?? '').slice(0, 100) });
  const color = typeof query.color === 'string' && /^#[0-9a-f]{6}$/i.test(query.color) ? query.color.toLowerCase() : undefined;
  if (!color) throw new ShopError(400, 'color', 'text-render-failed', { reason: 'the colour must be written #rrggbb' });
  const words = await letteringSvg({ text, fontFile: font.file, rightToLeft: query.rtl === '1' || font.direction === 'rtl' });
  if ('refused' in words) throw new ShopError(400, 'text', 'text-render-failed', { reason: words.refused });
  return words.svg.replace(/^<svg /, `<svg fill="${color}" `);
}
