import { ADDED_TEXT_SIZE, IMAGE_FIT_MARGIN } from '../../editor-engine/constants';
import { LETTERING_FONT, PERSONALISED_CANVAS_SIDE, WORDS_OVER_PICTURE_AT } from '../../rules/personalisation';
import { fontFaceName, useFontFace } from '../common/fontFace';
import { cssEffect } from '../common/preview';
import { useOptions } from './context';
import { currentSize } from './model/payload';
import { offersShapeChoice } from './model/sections';
import { canRoundCorners, ROUNDED_CORNER_SHARE } from '../../rules/shape';
import type { OptionsState } from './model/state';

// What the shop will make of the shopper's picture and words (issue 27): the picture covering the face of the size
// chosen, centred, with the effect chosen, the words over its lower part. The print file is made the same way
// (server/print/personalisedDesign.ts); its proof shows on the order page.

/** The face's width over its height: the rug format, the garment's print area, or the size chosen (square until known). */
function faceRatio(s: Pick<OptionsState, 'product' | 'format'> & Parameters<typeof currentSize>[0]): number {
  const p = s.product;
  const format = p.rugFormats.find((f) => f.id === s.format);
  if (format) return format.width / format.height;
  if (p.printArea) return p.printArea.width / p.printArea.height;
  const size = currentSize(s);
  return size.widthCm && size.heightCm ? size.widthCm / size.heightCm : 1;
}

/** The preview's largest height in CSS pixels (as the effect preview's). */
const PREVIEW_HEIGHT = 260;

/**
 * The words as the print sets them: in the lettering face, at the added-text size on a canvas whose longest side is
 * PERSONALISED_CANVAS_SIDE, in a box the canvas less its fit margin wide (`cqmax`: the face's longest side).
 */
const share = (canvasPx: number) => `${((canvasPx / PERSONALISED_CANVAS_SIDE) * 100).toFixed(3)}cqmax`;
const WORDS_STYLE = { fontSize: share(ADDED_TEXT_SIZE), left: share(IMAGE_FIT_MARGIN / 2), right: share(IMAGE_FIT_MARGIN / 2) };

/** The cut's outline on the face (a size container): a circle, or corners rounded by the cut's rule (rules/shape.ts). */
function cutRadius(s: Pick<OptionsState, 'product' | 'shape' | 'roundedCorners'>): string | undefined {
  if (!offersShapeChoice(s.product)) return undefined;
  if (s.shape === 'circle') return '50%';
  if (s.roundedCorners && canRoundCorners(s.shape)) return `${(ROUNDED_CORNER_SHARE * 100).toFixed(3)}cqmin`;
  return s.shape === 'original' ? undefined : '0';
}

export function PersonalisedPreview() {
  const s = useOptions((x) => x);
  const lettering = useFontFace(LETTERING_FONT);
  const picture = s.uploadedImage?.file;
  const words = s.product.personalizedText ? s.personalizedText.trim() : '';
  if (!picture || s.product.category === 'text-sticker') return null;
  const ratio = faceRatio(s);
  return (
    <figure className="personalised-preview">
      <div
        className="personalised-preview__face"
        style={{ aspectRatio: ratio, width: `min(100%, ${PREVIEW_HEIGHT * ratio}px)`, borderRadius: cutRadius(s) }}
        data-testid="personalised-preview"
        data-shape={offersShapeChoice(s.product) ? s.shape : undefined}
      >
        <img src={picture} alt="Your picture as it will be printed" style={{ filter: cssEffect(s.effect) }} />
        {words && (
          <span
            className="personalised-preview__words"
            style={{ ...WORDS_STYLE, top: `${WORDS_OVER_PICTURE_AT * 100}%`, fontFamily: lettering ? fontFaceName(LETTERING_FONT) : undefined }}
          >
            {words}
          </span>
        )}
      </div>
      <figcaption className="hint">
        As it will be made: your picture fills the size chosen, centred{offersShapeChoice(s.product) && s.shape !== 'original' ? `, cut to a ${s.shape}` : ''}.
      </figcaption>
    </figure>
  );
}
