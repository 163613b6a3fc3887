import path from 'node:path';
import { createRequire } from 'node:module';

// Where the library's designs come from: who made each picture and its names, under which licence, and the credit
// each licence asks for. Every design row names its source; the search answer carries its designs' licences and the
// credits of the sources it lists, and fixtures/catalog/README.md repeats them (a test keeps both complete).

export type DesignSourceId = 'atelier' | 'openmoji';

export interface DesignCredit {
  /** The credited work and who made it. */
  work: string;
  author: string;
  url: string;
  /** SPDX identifier (LicenseRef-... for the shop's own work). */
  licence: string;
  licenceName: string;
  licenceUrl: string;
  /** The attribution line to show, as the licensor asks for it where it does. */
  text: string;
}

export const designCredits = {
  openmoji: {
    work: 'OpenMoji',
    author: 'OpenMoji – the open-source emoji and icon project (HfG Schwäbisch Gmünd)',
    url: 'https://openmoji.org/',
    licence: 'CC-BY-SA-4.0',
    licenceName: 'CC BY-SA 4.0',
    licenceUrl: 'https://creativecommons.org/licenses/by-sa/4.0/',
    text: 'All emojis designed by OpenMoji – the open-source emoji and icon project. License: CC BY-SA 4.0',
  },
  emojibase: {
    work: 'Emojibase data (emoji names and keywords)',
    author: 'Miles Johnson',
    url: 'https://emojibase.dev/',
    licence: 'MIT',
    licenceName: 'MIT License',
    licenceUrl: 'https://github.com/milesj/emojibase/blob/master/LICENSE',
    text: 'Emoji names and keywords from Emojibase, © 2017-2019 Miles Johnson, MIT License',
  },
  cldr: {
    work: 'Unicode CLDR emoji annotations (the source of Emojibase’s names and keywords)',
    author: 'Unicode, Inc.',
    url: 'https://cldr.unicode.org/',
    licence: 'Unicode-3.0',
    licenceName: 'Unicode License v3',
    licenceUrl: 'https://www.unicode.org/license.txt',
    text: 'Emoji annotations from Unicode CLDR, © 1991-2025 Unicode, Inc., Unicode License v3',
  },
} as const satisfies Record<string, DesignCredit>;

/** Per source: its pictures' licence and the credits its designs need wherever they are listed (none for our own). */
export const designSources: Record<DesignSourceId, { licence: string; licenceUrl?: string; credits: DesignCredit[] }> = {
  // Drawn by fixtures/catalog/images/generate.ts: the shop's own work, under the shop's own terms.
  atelier: { licence: 'LicenseRef-Atelier', credits: [] },
  openmoji: {
    licence: designCredits.openmoji.licence,
    licenceUrl: designCredits.openmoji.licenceUrl,
    credits: [designCredits.openmoji, designCredits.emojibase, designCredits.cldr],
  },
};

/** The credits for a list of designs' sources, each once. */
export function creditsFor(sources: Iterable<string>): DesignCredit[] {
  const credits = new Set<DesignCredit>();
  for (const s of sources) for (const c of designSources[s as DesignSourceId]?.credits ?? []) credits.add(c);
  return [...credits];
}

/** OpenMoji's colour SVGs, named by Emojibase hexcode (1F431.svg). */
export const OPENMOJI_SVG_DIR = path.join(path.dirname(createRequire(import.meta.url).resolve('openmoji/package.json')), 'color', 'svg');

// One home with the text's emoji (rules/emoji.ts): the same picture at the same URL.
export { designIdFor, openmojiUrl } from '../../rules/emoji';
