import { normaliseHex } from '../logic/colour.js';
import { canRetype, isLocked } from '../logic/locks.js';
import { textBoxFor } from '../logic/textBox.js';
import { shiftColourRanges } from '../logic/textEffects.js';
import { CommandError, defineCommand } from './command.js';

export interface EditTextArgs {
  id: string;
  text?: string;
  font?: string;
  fontFile?: string;
  fill?: string;
  rightToLeft?: boolean;
  fontSize?: number;
}

/**
 * Changes a text's content and/or style (font, colour, direction, size). New words or a new font are fitted again:
 * the box becomes the canvas's at the text's present scale, so an edited text fits the canvas too.
 */
export const editText = defineCommand<EditTextArgs>('editText', (draft, args) => {
  const obj = draft.objects[args.id];
  if (!obj || obj.kind !== 'text') throw new CommandError('editText', `no text with id ${args.id}`);
  // a locked text keeps its style; its words change only where the template made it a text placeholder
  const restyle = [args.font, args.fontFile, args.fill, args.rightToLeft, args.fontSize].some((v) => v !== undefined);
  if (isLocked(obj) && (restyle || (args.text !== undefined && !canRetype(obj)))) throw new CommandError('editText', `${args.id} is locked`);
  if (args.text !== undefined && obj.colours) {
    // the letters coloured apart follow the edit (typed before them, inside them, deleted)
    const colours = shiftColourRanges(obj.colours, obj.text, args.text);
    if (colours.length) obj.colours = colours;
    else delete obj.colours;
  }
  if (args.text !== undefined) obj.text = args.text;
  if (args.font !== undefined) obj.font = args.font;
  if (args.fontFile !== undefined) obj.fontFile = args.fontFile;
  if (args.fill !== undefined) obj.fill = normaliseHex(args.fill);
  if (args.rightToLeft !== undefined) obj.rightToLeft = args.rightToLeft;
  if (args.fontSize !== undefined) {
    if (!(args.fontSize > 0)) throw new CommandError('editText', 'fontSize must be positive');
    obj.fontSize = args.fontSize;
  }
  if (args.text !== undefined || args.fontFile !== undefined || args.fontSize !== undefined) {
    obj.box = textBoxFor(draft.canvas, Math.max(Math.abs(obj.transform.scaleX), Math.abs(obj.transform.scaleY)));
  }
});
