import { ADDED_TEXT_SIZE } from '../constants.js';
import { normaliseHex } from '../logic/colour.js';
import { textBoxFor } from '../logic/textBox.js';
import { CommandError, defineCommand, newId } from './command.js';
import { checkedTextStyle, type TextStyleArgs } from './styleText.js';

export interface AddTextArgs extends TextStyleArgs {
  text: string;
  font: string;
  fontFile: string;
  fill: string;
  rightToLeft?: boolean;
}

/**
 * Adds a text centred on the canvas at the added-text size of 60 canvas pixels, in a box that fits the canvas, with
 * the line style given (none: the defaults, stored as absent).
 */
export const addText = defineCommand<AddTextArgs>('addText', (draft, args) => {
  if (!args.font || !args.fontFile) throw new CommandError('addText', 'font and fontFile are required');
  const id = newId(draft, 't');
  draft.objects[id] = {
    id,
    kind: 'text',
    text: args.text,
    font: args.font,
    fontFile: args.fontFile,
    fill: normaliseHex(args.fill),
    rightToLeft: args.rightToLeft ?? false,
    fontSize: ADDED_TEXT_SIZE,
    box: textBoxFor(draft.canvas),
    ...checkedTextStyle('addText', args),
    transform: { x: draft.canvas.width / 2, y: draft.canvas.height / 2, scaleX: 1, scaleY: 1, angle: 0 },
  };
  draft.order.push(id);
});
