import { TEXT_ALIGNS, type TextStyle } from '../model.js';
import { CURVE_MAX, CURVE_MIN } from '../logic/textCurve.js';
import { LETTER_SPACING_MAX, LETTER_SPACING_MIN, LINE_HEIGHT_MAX, LINE_HEIGHT_MIN, within } from '../logic/textLayout.js';
import { isLocked } from '../logic/locks.js';
import { CommandError, defineCommand } from './command.js';

export type TextStyleArgs = Partial<TextStyle>;

export interface StyleTextArgs extends TextStyleArgs {
  id: string;
}

/** The style's values, checked against logic/textLayout.ts's bounds; only the ones given. */
export function checkedTextStyle(command: string, args: TextStyleArgs): TextStyleArgs {
  const out: TextStyleArgs = {};
  if (args.align !== undefined) {
    if (!TEXT_ALIGNS.includes(args.align)) throw new CommandError(command, `align must be one of ${TEXT_ALIGNS.join(', ')}`);
    out.align = args.align;
  }
  if (args.lineHeight !== undefined) {
    if (!within(args.lineHeight, LINE_HEIGHT_MIN, LINE_HEIGHT_MAX))
      throw new CommandError(command, `lineHeight must be ${LINE_HEIGHT_MIN} to ${LINE_HEIGHT_MAX}`);
    out.lineHeight = args.lineHeight;
  }
  if (args.letterSpacing !== undefined) {
    if (!within(args.letterSpacing, LETTER_SPACING_MIN, LETTER_SPACING_MAX))
      throw new CommandError(command, `letterSpacing must be ${LETTER_SPACING_MIN} to ${LETTER_SPACING_MAX} em`);
    out.letterSpacing = args.letterSpacing;
  }
  if (args.curve !== undefined) {
    if (!within(args.curve, CURVE_MIN, CURVE_MAX)) throw new CommandError(command, `curve must be ${CURVE_MIN} to ${CURVE_MAX} %`);
    out.curve = args.curve;
  }
  return out;
}

/**
 * A text's line style (issue 29): its alignment, line height, letter spacing and curve. The box stays: the lines wrap and
 * shrink into it again as the worker lays them out (logic/textBox.ts fitText).
 */
export const styleText = defineCommand<StyleTextArgs>('styleText', (draft, { id, ...style }) => {
  const obj = draft.objects[id];
  if (!obj || obj.kind !== 'text') throw new CommandError('styleText', `no text with id ${id}`);
  if (isLocked(obj)) throw new CommandError('styleText', `${id} is locked`);
  Object.assign(obj, checkedTextStyle('styleText', style));
});
