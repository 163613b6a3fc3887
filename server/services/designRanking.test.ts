import { describe, expect, it } from 'vitest';
import { indexLibrary, rankDesigns } from './designRanking';
import type { LibraryRow } from '../repositories/designRepository';
import { indexWords } from '../db/searchText';

// The ladder on a handful of designs; the API tests (server/routes/designLibrary.test.ts) run it over the real
// library on both databases.

function row(id: number, name: string, tags: string, es?: [string, string]): LibraryRow {
  return {
    id,
    url: `/d/${id}.svg`,
    source: 'atelier',
    name,
    tags,
    name_es: es?.[0] ?? null,
    tags_es: es?.[1] ?? null,
    name_da: null,
    tags_da: null,
    keywords: indexWords([name, tags, ...(es ?? [])]),
  };
}

const library = indexLibrary([
  row(1, 'Hook', 'catch curve', ['Gancho', 'anzuelo']),
  row(2, 'Flag: Qatar', 'flag', ['Bandera: Catar', 'bandera']),
  row(3, 'Tiger', 'big cat', ['Tigre', 'felino']),
  row(4, 'Grinning cat with smiling eyes', 'face', ['Gato sonriendo', 'gato']),
  row(5, 'Cat', 'pet', ['Gato', 'gato']),
  row(6, 'Caterpillar', 'bug'),
]);
/** The order of what the database would find: the designs with a word starting with the prefix, or a correction. */
function ranked(prefix: string, locale: string, alternatives: string[] = []) {
  const found = [...library.designs.values()].filter((d) => [...d.all].some((w) => (alternatives.length ? alternatives.includes(w) : w.startsWith(prefix))));
  return rankDesigns(found, [{ prefix, alternatives }], locale).map((d) => d.row.id);
}

describe('design ranking', () => {
  it('puts whole name words first, then keywords, then starts of words, then other languages', () => {
    expect(ranked('cat', 'en')).toEqual([5, 4, 3, 6, 1, 2]);
  });

  it('reads the shopper’s language, and an untranslated design in English', () => {
    expect(ranked('cat', 'es')).toEqual([6, 2, 3, 5, 4, 1]);
    expect(ranked('gato', 'es').slice(0, 2)).toEqual([5, 4]);
  });

  it('puts the commonest correction’s designs first', () => {
    expect(ranked('cst', 'en', ['cat', 'catch'])).toEqual([5, 4, 3, 1]);
    expect(library.vocabulary.get('gato')).toBe(2);
  });
});
