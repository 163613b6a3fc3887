import fs from 'node:fs/promises';
import path from 'node:path';
import { orderedObjects, type DesignDocument } from '../../editor-engine';
import { FontCache } from '../../workers/fonts/cache';
import { fontPath } from '../../workers/fonts/catalogue';
import { outlineTextBox } from '../../workers/text/layout';
import type { MediaResolver } from './mediaAssets';

// Whether every text of a design prints as the shopper saw it (issue 26): outlined by the same shaping as the canvas
// and the print file (workers/text), each character drawn by the chosen font or a fallback, each emoji a picture the
// shop serves, and something inked at all. A text that fails is refused at add-to-cart with the characters named,
// never kept as an invisible object.

export type TextRefusal = { field: string; problem: 'characters'; characters: string[] } | { field: string; problem: 'empty' };

const fonts = new FontCache((file) => fs.readFile(path.resolve(fontPath(file))));

/** The first text of `doc` the print path cannot draw whole, or undefined. */
export async function textRefusal(doc: DesignDocument, resolve: MediaResolver): Promise<TextRefusal | undefined> {
  for (const o of orderedObjects(doc)) {
    if (o.kind !== 'text') continue;
    const field = `objects.${o.id}.text`;
    const outline = outlineTextBox(await fonts.loadStack(o.fontFile), o);
    const characters = [...outline.missing];
    for (const p of outline.pictures ?? []) if (!(await resolve(p.src))) characters.push(p.text);
    if (characters.length) return { field, problem: 'characters', characters: [...new Set(characters)] };
    if (outline.d === '' && !outline.pictures?.length && !outline.parts?.length) return { field, problem: 'empty' };
  }
  return undefined;
}

/** The refusal in words for the shop's print status (the line's failure reason). */
export function describeTextRefusal(r: TextRefusal): string {
  return r.problem === 'empty'
    ? `the text at ${r.field} draws nothing`
    : `the text at ${r.field} has characters no font or picture draws: ${r.characters.join(' ')}`;
}
