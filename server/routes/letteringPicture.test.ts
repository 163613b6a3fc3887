import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LETTERING_PICTURE } from '../../contract/pictures';
import { createTestShop, type TestShop } from '../testing/testApp';

// Issue 27: a lettering line's picture in the cart and on the order pages is drawn from its address.
describe('the lettering picture', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop({ name: 'sqlite' });
  });
  afterAll(() => shop?.close());
  const get = (query: Record<string, string>) => shop.app.inject({ method: 'GET', url: `${LETTERING_PICTURE}?${new URLSearchParams(query)}` });

  it("draws the words' outlines in the colour asked, as an SVG that runs nothing", async () => {
    const r = await get({ text: 'Hola Anna', font: 'lobster-latin-400-normal.woff', color: '#C8102E' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(r.headers['content-security-policy']).toContain('sandbox');
    expect(r.body).toMatch(/^<svg fill="#c8102e" xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="[\d. ]+"><g transform/);
    expect(r.body).not.toContain('Hola');
  });

  it.each([
    [{ font: 'lobster-latin-400-normal.woff', color: '#000000' }, 'Type the text'],
    [{ text: 'x'.repeat(501), font: 'lobster-latin-400-normal.woff', color: '#000000' }, 'at most 500 characters'],
    [{ text: 'Hola', font: '../../etc/passwd', color: '#000000' }, 'is not available'],
    [{ text: 'Hola', font: 'lobster-latin-400-normal.woff', color: 'red' }, '#rrggbb'],
    [{ text: 'Hola 🐱', font: 'lobster-latin-400-normal.woff', color: '#000000' }, 'no font can cut: 🐱'],
  ])('answers 400 with the reason for %j', async (query, message) => {
    const r = await get(query as Record<string, string>);
    expect(r.statusCode).toBe(400);
    expect(r.body).toContain(message);
  });
});
