// A line personalised on its product page (issue 27) made as a design: the shopper's picture covering the face,
// centred (as the designer's background and the product page's preview place it), the effect they chose, their words
// in the designer's lettering face. Built once the shop's process has read the picture's size; from then on the proof
// and every print file are drawn by the design path, the browser's own renderer.
import { createDocument, runCommand, type DesignDocument } from '../../editor-engine';
import { LETTERING_FONT, PERSONALISED_CANVAS_SIDE, WORDS_OVER_PICTURE_AT } from '../../rules/personalisation';
import { FONTS } from '../../workers/fonts/catalogue';
import { pictureSize } from '../services/imageCheck';
import type { MediaResolver } from './mediaAssets';
import type { PersonalisedArtwork, Production } from './production';

const lettering = FONTS.find((f) => f.file === LETTERING_FONT)!;

/** The design document of a personalised line at its ordered size; `picture` is the picture's size in pixels. */
export function personalisedDocument(
  a: PersonalisedArtwork,
  size: { widthMm: number; heightMm: number },
  picture?: { naturalWidth: number; naturalHeight: number },
): DesignDocument {
  const base = createDocument({ productId: a.productId, typeCode: a.typeCode, width: size.widthMm / 10, height: size.heightMm / 10 });
  // the canvas has the face's proportions (as the designer's), its longest side the designer's usual width
  const side = PERSONALISED_CANVAS_SIDE / Math.max(size.widthMm, size.heightMm);
  const canvas = { width: Math.round(size.widthMm * side * 100) / 100, height: Math.round(size.heightMm * side * 100) / 100 };
  let doc: DesignDocument = { ...base, canvas };
  // the shape first, as the designer's shape section cuts the face (a circle or a square makes it square)
  if (a.shape) doc = runCommand(doc, 'setShape', a.shape).doc;
  if (a.picture && picture) doc = runCommand(doc, 'addBackground', { src: a.picture, ...picture }).doc;
  if (a.effect !== 'original') doc = runCommand(doc, 'setEffect', { effect: a.effect }).doc;
  if (a.text) {
    doc = runCommand(doc, 'addText', { text: a.text, font: lettering.family, fontFile: lettering.file, fill: a.textFill }).doc;
    if (a.picture) doc = runCommand(doc, 'move', { ids: doc.order.slice(-1), dx: 0, dy: doc.canvas.height * (WORDS_OVER_PICTURE_AT - 0.5) }).doc;
  }
  return doc;
}

/**
 * The plan with a personalised artwork made into its design, or why it cannot be (its picture is not one the shop
 * serves or can read: a web address the shop does not fetch, a missing upload). Other plans come back as they are.
 */
export async function withPersonalisedDesign(plan: Production, media: MediaResolver): Promise<Production | string> {
  const a = plan.artwork;
  if (a.kind !== 'personalised') return plan;
  let picture: { naturalWidth: number; naturalHeight: number } | undefined;
  if (a.picture) {
    const bytes = a.picture.startsWith('/media/') ? await media(a.picture) : undefined;
    if (!bytes) return `the shopper's picture (${a.picture.slice(0, 200)}) is not one the shop serves: fetch it and make the line by hand`;
    const found = await pictureSize(bytes);
    if (!found) return `the shopper's picture (${a.picture.slice(0, 200)}) is not a PNG, JPEG, WebP or GIF picture the shop can read`;
    picture = { naturalWidth: found.width, naturalHeight: found.height };
  }
  return { ...plan, artwork: { kind: 'design', document: personalisedDocument(a, plan, picture) } };
}
