// A personalised product is its shopper's text or image: without one there is nothing to make (issue 11).

export interface PersonalisationOffer {
  personalizedText?: boolean;
  personalizedImage?: boolean;
}

export interface Personalisation {
  personalizedText?: string;
  personalizedImage?: string;
}

/** What is missing before a personalised product can go into the cart: its text, its image, or either. */
export type MissingPersonalisation = 'personalizedText' | 'personalizedImage' | 'personalization';

/** A text of spaces is no text. A product offering both accepts either one. */
export function missingPersonalisation(offer: PersonalisationOffer, given: Personalisation): MissingPersonalisation | undefined {
  if (!offer.personalizedText && !offer.personalizedImage) return undefined;
  const hasText = Boolean(offer.personalizedText && given.personalizedText?.trim());
  const hasImage = Boolean(offer.personalizedImage && given.personalizedImage?.trim());
  if (hasText || hasImage) return undefined;
  if (offer.personalizedText && offer.personalizedImage) return 'personalization';
  return offer.personalizedText ? 'personalizedText' : 'personalizedImage';
}

/**
 * Words given beside a picture sit this far down the face (a share of its height, their centre), clear of the
 * picture's middle: where the product page's preview shows them and where the print file prints them.
 */
export const WORDS_OVER_PICTURE_AT = 0.8;

/** The font a lettering sticker is cut in when the line names none, and the words beside a picture are printed in. */
export const LETTERING_FONT = 'lobster-latin-400-normal.woff';

/**
 * A personalised line's design is laid out on a canvas whose longest side is this many canvas pixels (the designer's
 * usual width), so its words, added at the designer's added-text size, stand a fixed share of the face's longest side.
 */
export const PERSONALISED_CANVAS_SIDE = 600;
