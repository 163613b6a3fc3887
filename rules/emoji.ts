// Emoji as the shop draws them: every emoji is an OpenMoji picture of the design library, named by its Emojibase
// hexcode. A text's emoji (issue 26) and a library design of the same emoji are the same picture at the same URL,
// so the canvas, the export and the print file fetch it the way they fetch any library design.

/**
 * A stable id for an emoji design: FNV-1a of its hexcode, above the generated designs' ids and within a positive
 * 32-bit integer. Stable across package upgrades (emojibase's `order` is not), so wishlists keep their designs; the
 * fixtures' integrity test fails on a collision.
 */
export function designIdFor(hexcode: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < hexcode.length; i++) hash = Math.imul(hash ^ hexcode.charCodeAt(i), 0x01000193) >>> 0;
  return 10_000_000 + (hash % 2_000_000_000);
}

export const openmojiUrl = (id: number) => `/media/designs/openmoji/${id}.svg`;

/** One grapheme drawn as a picture: pictographs (with their ZWJ sequences, skin tones, selectors), flags and keycaps. */
export const isEmoji = (grapheme: string): boolean => /\p{Extended_Pictographic}|\p{Regional_Indicator}|\u20e3/u.test(grapheme);

/**
 * Emojibase's hexcode of a typed emoji: its code points in upper-case hex joined by '-', without a trailing
 * variation selector 16 (❤️ U+2764 U+FE0F is "2764", as OpenMoji names its file) and without the text-style
 * selector 15, which asks for no picture.
 */
export function emojiHexcode(grapheme: string): string {
  const points = Array.from(grapheme.replace(/\ufe0e/gu, ''), (c) => c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0'));
  if (points.length > 1 && points[points.length - 1] === 'FE0F') points.pop();
  return points.join('-');
}

/** The picture of a typed emoji: the library design's URL. */
export const emojiPictureSrc = (grapheme: string): string => openmojiUrl(designIdFor(emojiHexcode(grapheme)));
