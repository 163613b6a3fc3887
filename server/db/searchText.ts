// One reduction of text to search words, for the design index and the query alike: NFKC, lower case, runs of letters
// and digits (everything that could be query syntax is dropped), accents folded as SQLite's remove_diacritics does
// ("corazón" -> "corazon", "hånd" -> "hand"; ø and æ are letters of their own). PostgreSQL indexes these words as
// they are (array_to_tsvector), so both engines match the same words.

/** Lower-case Latin letters with diacritics (U+00E0-U+024F) -> the plain letter each folds to. */
const FOLDED: ReadonlyMap<string, string> = (() => {
  const map = new Map<string, string>();
  for (let cp = 0xe0; cp <= 0x24f; cp++) {
    const ch = String.fromCodePoint(cp);
    const base = ch.normalize('NFD').replace(/\p{M}/gu, '');
    if (ch === ch.toLowerCase() && base !== ch && /^[a-z]$/.test(base)) map.set(ch, base);
  }
  return map;
})();

/** The word with its accents folded (the input is lower case). */
export const foldAccents = (word: string) => word.replace(/[\u00e0-\u024f]/g, (ch) => FOLDED.get(ch) ?? ch);

/** Lower-case letter/digit words of a text, as written (accents kept). */
export function textWords(text: string): string[] {
  return (
    text
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

/** A design's index words: every word of its names and keywords in every language, folded, each once. */
export function indexWords(texts: Array<string | null | undefined>): string {
  return [...new Set(textWords(texts.filter(Boolean).join(' ')).map(foldAccents))].join(' ');
}

/** A product's index words: its name, its category's words, description, reference and brand. */
export function productIndexWords(p: { name: string; category: string; description: string; reference: string; brand: string }): string {
  return indexWords([p.name, p.category.replaceAll('-', ' '), p.description, p.reference, p.brand]);
}
