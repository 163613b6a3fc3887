import fs from 'node:fs/promises';
import path from 'node:path';
import type { CallName, Payload, ResponseInput } from '../../contract';
import { FontCache } from '../../workers/fonts/cache';
import { FONTS, fontPath } from '../../workers/fonts/catalogue';
import { renderTextSvg } from '../../workers/text/renderTextSvg';
import { ShopError } from './shopError';

type Res<N extends CallName> = ResponseInput<N>;

/** render-text: a styled text outlined in its real font, with the same code the designer's render worker uses. */
export class TextRenderService {
  private readonly fonts = new FontCache((file) => fs.readFile(path.resolve(fontPath(file))));

  async renderText(p: Payload<'renderText'>): Promise<Res<'renderText'>> {
    const entry = p.fontFile ? FONTS.find((f) => f.file === p.fontFile) : FONTS.find((f) => f.family === p.font);
    if (!entry) throw new ShopError(400, 'font', 'font-unknown', { font: p.fontFile ?? p.font });
    const fonts = await this.fonts.loadStack(entry.file);
    try {
      return { done: true, svg: renderTextSvg(fonts, { text: p.text, color: p.color, rightToLeft: p.rightToLeft ?? entry.direction === 'rtl' }) };
    } catch (err) {
      throw new ShopError(400, 'text', 'text-render-failed', { reason: (err as Error).message });
    }
  }
}
