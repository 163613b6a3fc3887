import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, databasesUnderTest, type TestShop } from '../testing/testApp';
import { designCredits, designIdFor } from '../catalog/designSources';

// The design library as a shopper meets it: 3,000+ designs found by their names in English, Spanish or Danish, named
// in the shopper's language, pictures served from the installed OpenMoji package, and the credits their licences ask.

type Found = { id: number; name: string; url: string; licence?: string };

const cat = { face: designIdFor('1F431'), cat: designIdFor('1F408'), black: designIdFor('1F408-200D-2B1B') };

describe.each(databasesUnderTest())('design library on $name', (target) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop(target);
  });
  afterAll(() => shop?.close());

  const search = (search: string, page = 1, lang = 'en') =>
    shop.app.inject({ method: 'POST', url: '/ajax/personalized_services/search_designs', payload: { search, page }, headers: { 'accept-language': lang } });
  /** Every design a search finds, page by page. */
  async function allFound(words: string, lang = 'en'): Promise<Found[]> {
    const found: Found[] = [];
    for (let page = 1; page <= 20; page++) {
      const { html } = (await search(words, page, lang)).json();
      found.push(...html.designs);
      if (!html.hasMore) return found;
    }
    throw new Error(`"${words}" finds more than 20 pages`);
  }

  it('holds the 132 generated designs and 3,000+ emoji', async () => {
    const count = async (source?: string) =>
      Number(
        (
          await shop.db.kysely
            .selectFrom('designs')
            .$if(source !== undefined, (q) => q.where('source', '=', source!))
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await count()).toBeGreaterThanOrEqual(3000);
    expect(await count('atelier')).toBe(132);
  });

  it.each([
    ['cat', 'en', 'Cat face'],
    ['gato', 'es', 'Cara de gato'],
    ['kat', 'da', 'Kattehoved'],
  ])('finds the cats by "%s" and names them in %s', async (word, lang, faceName) => {
    const found = await allFound(word, lang);
    const ids = found.map((d) => d.id);
    for (const id of Object.values(cat)) expect(ids, word).toContain(id);
    expect(found.find((d) => d.id === cat.face)).toMatchObject({ name: faceName, url: `/media/designs/openmoji/${cat.face}.svg`, licence: 'CC-BY-SA-4.0' });
  });

  it('finds a word in any language and shows the shopper’s name, with accents or without', async () => {
    const face = async (words: string, lang: string) => (await allFound(words, lang)).find((d) => d.id === cat.face)?.name;
    expect(await face('gato', 'en')).toBe('Cat face');
    expect(await face('kitten', 'da')).toBe('Kattehoved');
    // "Corazón" is written with its accent in the Spanish names; shoppers often type it without.
    const hearts = await allFound('corazon rojo', 'es');
    expect(hearts.map((d) => d.id)).toContain(designIdFor('2764'));
    expect(hearts.find((d) => d.id === designIdFor('2764'))?.name).toBe('Corazón rojo');
  });

  it('pages a large result without repeats, and its count adds up', async () => {
    const first = (await search('face')).json();
    const second = (await search('face', 2)).json();
    expect(first.html.designs).toHaveLength(24);
    expect(first.html.hasMore).toBe(true);
    expect(second.html.page).toBe(2);
    const ids = [...first.html.designs, ...second.html.designs].map((d: Found) => d.id);
    expect(new Set(ids).size).toBe(ids.length);
    const all = await allFound('face');
    expect(all.length).toBeGreaterThan(48);
    expect(new Set(all.map((d) => d.id)).size).toBe(all.length);
  });

  it('credits the licences of the designs it lists, and none for the shop’s own', async () => {
    const emoji = (await search('cat')).json();
    expect(emoji.credits.map((c: { licence: string }) => c.licence)).toEqual(['CC-BY-SA-4.0', 'MIT', 'Unicode-3.0']);
    expect(emoji.credits[0]).toEqual(designCredits.openmoji);
    const own = (await search('hummingbird')).json();
    expect(own.html.designs[0]).toMatchObject({ name: 'Hummingbird', licence: 'LicenseRef-Atelier' });
    expect(own.credits).toBeUndefined();
  });

  it('serves an emoji picture from the package: a real SVG, fixed type, nosniff, long cache, licence linked', async () => {
    const r = await shop.app.inject({ method: 'GET', url: `/media/designs/openmoji/${cat.face}.svg` });
    expect(r.statusCode).toBe(200);
    expect(r.body).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(r.body.trim()).toMatch(/<\/svg>$/);
    expect(r.headers['content-type']).toBe('image/svg+xml');
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.headers['cache-control']).toMatch(/public, max-age=\d{7,}/);
    expect(r.headers['content-security-policy']).toContain('sandbox');
    expect(r.headers.link).toBe(`<${designCredits.openmoji.licenceUrl}>; rel="license"`);
    // The generated illustrations keep their own path.
    expect((await shop.app.inject({ method: 'GET', url: '/media/designs/101.svg' })).statusCode).toBe(200);
  });

  it.each([
    ['an unknown id', '/media/designs/openmoji/123.svg'],
    ['a generated design', '/media/designs/openmoji/101.svg'],
    ['an id past 32 bits', '/media/designs/openmoji/99999999999.svg'],
    ['a hexcode instead of an id', '/media/designs/openmoji/1F431.svg'],
    ['a path', '/media/designs/openmoji/..%2F..%2Fpackage.json'],
    ['another type', `/media/designs/openmoji/${cat.face}.png`],
  ])('answers 404 for %s', async (_what, url) => {
    const r = await shop.app.inject({ method: 'GET', url });
    expect(r.statusCode).toBe(404);
    expect(r.headers['content-type']).not.toContain('svg');
  });
});
