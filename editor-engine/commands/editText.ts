import { normaliseHex } from '../rules/colour.js';
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

/** Changes a text's content and/or style (font, colour, direction, size). */
export const editText = defineCommand<EditTextArgs>('editText', (draft, args) => {
  const obj = draft.objects[args.id];
  if (!obj || obj.kind !== 'text') throw new CommandError('editText', `no text with id ${args.id}`);
  if (args.text !== undefined) obj.text = args.text;
  if (args.font !== undefined) obj.font = args.font;
  if (args.fontFile !== undefined) obj.fontFile = args.fontFile;
  if (args.fill !== undefined) obj.fill = normaliseHex(args.fill);
  if (args.rightToLeft !== undefined) obj.rightToLeft = args.rightToLeft;
  if (args.fontSize !== undefined) {
    if (!(args.fontSize > 0)) throw new CommandError('editText', 'fontSize must be positive');
    obj.fontSize = args.fontSize;
  }
});
