import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { P } from '../../fixtures/catalog/products/ids';
import { createTestShop, databasesUnderTest, type TestShop } from '../testing/testApp';

describe.each(databasesUnderTest())('header product search on $name', (target) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop(target);
  });
  afterAll(() => shop?.close());
  const search = async (q: string) => {
    const r = await shop.app.inject({ method: 'GET', url: `/ajax/catalog/search?q=${encodeURIComponent(q)}` });
    return { status: r.statusCode, body: r.json() };
  };
  const ids = async (q: string) => {
    const r = await search(q);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return (r.body.products as { id: number }[]).map((p) => p.id);
  };

  it('finds by name, by a word of the name begun, and by category', async () => {
    expect((await ids('tree of life'))[0]).toBe(P.treeOfLifeSticker);
    expect(await ids('wallp')).toEqual(expect.arrayContaining([P.forestMural, P.leafWallpaperRoll]));
    expect(await ids('roller blind')).toContain(P.rollerBlind);
    const canvas = await search('canvas');
    expect(canvas.body.products.map((p: { id: number }) => p.id)).toEqual(expect.arrayContaining([P.dunesCanvas, P.photoCanvas]));
    // products named by the word come before those that only mention it
    const names: string[] = canvas.body.products.map((p: { name: string }) => p.name.toLowerCase());
    const firstUnnamed = names.findIndex((n) => !n.includes('canvas'));
    expect(firstUnnamed === -1 || names.slice(firstUnnamed).every((n) => !n.includes('canvas'))).toBe(true);
    expect(names[0]).toContain('canvas');
  });

  it('forgives typos: a letter missing, wrong or swapped, and says what it searched for', async () => {
    const r = await search('walpaper');
    expect(r.body.products.map((p: { id: number }) => p.id)).toEqual(expect.arrayContaining([P.forestMural, P.leafWallpaperRoll]));
    expect(r.body.searchedFor).toBe('wallpaper');
    expect(await ids('cnavas')).toContain(P.dunesCanvas);
    expect(await ids('tshirt')).toEqual(expect.arrayContaining([P.mountainTee, P.personalisedTee]));
    expect(await ids('mountian')).toContain(P.mountainTee);
    // exact words are not "corrected"
    expect((await search('canvas')).body.searchedFor).toBeUndefined();
  });

  it('never lists hidden products, answers nothing under 3 characters, and takes query syntax as text', async () => {
    expect(await ids('priority')).not.toContain(P.priorityService);
    expect(await ids('tr')).toEqual([]);
    expect(await ids('"tree"* ) ( OR')).toContain(P.treeOfLifeSticker);
    // a word the shop has nothing like is left out, and said so
    const oak = await search('oak tree');
    expect(oak.body.products[0].id).toBe(P.treeOfLifeSticker);
    expect(oak.body.searchedFor).toBe('tree');
    expect(await ids(`tree' | !`)).toContain(P.treeOfLifeSticker);
    expect(await ids('zzzzqqq')).toEqual([]);
  });

  it('refuses a missing or overlong search with a readable 400', async () => {
    for (const q of ['', 'x'.repeat(101)]) {
      const r = await search(q);
      expect(r.status).toBe(400);
      expect(r.body.errorMessage.length).toBeGreaterThan(5);
    }
  });
});
