import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocument, restoreDocument, runCommand, type DesignDocument } from '../../editor-engine';
import { P } from '../../fixtures/catalog/products/ids';
import { FONTS } from '../../workers/fonts/catalogue';
import { MAX_DESIGN_JSON_CHARS } from '../../rules/designBudget';
import { WRITE_RATE_LIMIT } from '../http/route';
import { createTestShop, databasesUnderTest, type TestShop } from '../testing/testApp';
import { refused, visitor } from './shopping.testing';
import { SHARED_DESIGN_READ_RATE_LIMIT } from './sharedDesigns';

// "Save and share" (issue 29): a design is saved on the server and read back, on any device, through an unguessable
// link; the save checks the design as add-to-cart does, and every refusal is a 4xx the shopper can read, in English,
// Spanish and Danish.

const SAVE = '/ajax/personalized-services/share-design';
const READ = '/ajax/personalized-services/shared-design';

describe.each(databasesUnderTest())('saving and sharing a design on $name', (target) => {
  let shop: TestShop;
  let libraryDesign: string;
  beforeAll(async () => {
    shop = await createTestShop(target);
    const found = await visitor(shop).ok('/ajax/personalized_services/search_designs', { search: 'cat' });
    libraryDesign = found.html.designs[0].url as string;
  });
  afterAll(() => shop?.close());

  /** A sticker with a background colour, a text and a library design, as a shopper makes one. */
  function design(text = 'Happy birthday'): DesignDocument {
    let doc = createDocument({ productId: P.personalisedPrintedSticker, typeCode: 2 });
    doc = runCommand(doc, 'setBackgroundColour', { colour: '#ffeecc' }).doc;
    doc = runCommand(doc, 'addText', { text, font: 'Lobster', fontFile: 'lobster-latin-400-normal.woff', fill: '#aa2200' }).doc;
    return runCommand(doc, 'addImage', { src: libraryDesign, naturalWidth: 72, naturalHeight: 72 }).doc;
  }
  const save = (design: unknown, lang = 'en', address = '198.51.100.7', productId: number = P.personalisedPrintedSticker) =>
    shop.app.inject({ method: 'POST', url: `${SAVE}?lang=${lang}`, payload: { productId, design }, headers: { 'x-forwarded-for': address } });
  const read = (token: string, lang = 'en', address = '198.51.100.8') =>
    shop.app.inject({ method: 'GET', url: `${READ}?token=${encodeURIComponent(token)}&lang=${lang}`, headers: { 'x-forwarded-for': address } });
  const tokenOf = (url: string) => new URL(url, 'http://shop').searchParams.get('shared')!;

  it('saves a design and reads it back equal, from another address, through its link', async () => {
    const doc = design();
    const saved = await save(doc);
    expect(saved.statusCode, saved.body).toBe(200);
    const { url } = saved.json();
    expect(url).toMatch(/^\/designer\/personalised-printed-wall-sticker\?shared=[A-Za-z0-9_-]{22}$/);
    const r = await read(tokenOf(url));
    expect(r.statusCode, r.body).toBe(200);
    const back = r.json();
    expect(back).toMatchObject({ done: true, productId: P.personalisedPrintedSticker, slug: 'personalised-printed-wall-sticker' });
    // the designer restores what it reads: the same document, text and picture included
    expect(restoreDocument(back.design, { fonts: FONTS })).toEqual(restoreDocument(doc, { fonts: FONTS }));
    expect(Object.values(back.design.objects as Record<string, { kind: string }>).map((o) => o.kind)).toEqual(['text', 'image']);
  });

  it('gives every save a link of its own, and keeps only the hash of its token', async () => {
    const doc = design();
    const a = tokenOf((await save(doc)).json().url);
    const b = tokenOf((await save(doc)).json().url);
    expect(a).not.toBe(b);
    // 22 base64url characters: 128 random bits
    expect(Buffer.from(a, 'base64url')).toHaveLength(16);
    const kept = await shop.db.kysely.selectFrom('shared_designs').select('token_hash').execute();
    expect(kept.map((k) => k.token_hash)).not.toContain(a);
    expect(kept.every((k) => /^[0-9a-f]{64}$/.test(k.token_hash))).toBe(true);
    // a later save never changes an earlier link's design
    await save(design('Another text'));
    expect((await read(a)).json().design.objects).toEqual((await read(b)).json().design.objects);
  });

  it('answers an unknown or malformed token with a readable 404, in the shopper’s language', async () => {
    const saved = tokenOf((await save(design())).json().url);
    const altered = saved.slice(0, -1) + (saved.endsWith('A') ? 'B' : 'A');
    for (const token of [altered, 'a'.repeat(22), saved.slice(0, 21), `${saved}x`, '../../etc/passwd', "' or 1=1 --", '']) {
      const body = refused(await read(token), 404);
      expect(body).toMatchObject({
        errorCode: 'shared-design',
        errorMessage: 'We could not find this shared design. Please check that the whole link was copied.',
      });
    }
    expect(refused(await read(altered, 'es'), 404).errorMessage).toBe('No hemos encontrado este diseño compartido. Comprueba que se copió el enlace entero.');
    expect(refused(await read(altered, 'da'), 404).errorMessage).toBe('Vi kunne ikke finde dette delte design. Tjek, at hele linket blev kopieret.');
    // without a token at all: a bad request, named
    const none = await shop.app.inject({ method: 'GET', url: READ });
    expect(refused(none, 400).errorMessage).toBe('The field token is not valid: Invalid input: expected string, received undefined.');
  });

  it('refuses a malformed design, naming the field, in English, Spanish and Danish, and keeps nothing', async () => {
    const before = await shop.db.kysely.selectFrom('shared_designs').select('token_hash').execute();
    const broken = { ...design(), canvas: { width: 'wide', height: 400 } };
    expect(refused(await save(broken), 400)).toMatchObject({
      errorCode: 'design',
      errorMessage: 'We could not read your design (at canvas.width). Please reload the designer and try again.',
    });
    expect(refused(await save(broken, 'es'), 400).errorMessage).toBe(
      'No hemos podido leer tu diseño (en canvas.width). Vuelve a cargar el diseñador e inténtalo de nuevo.',
    );
    expect(refused(await save(broken, 'da'), 400).errorMessage).toMatch(/^Vi kunne ikke læse dit design \(ved canvas\.width\)/);
    // a design of another product than the one it is saved for, and a product not made in the designer
    expect(refused(await save(design(), 'en', '198.51.100.7', P.rollerBlind), 400).errorCode).toBe('design');
    expect(refused(await save(design(), 'en', '198.51.100.7', P.treeOfLifeSticker), 400).errorMessage).toBe('This product is not made in the designer.');
    // a picture the print path cannot read
    const missing = runCommand(design(), 'addImage', { src: '/media/designs/openmoji/99999999.svg', naturalWidth: 10, naturalHeight: 10 }).doc;
    expect(refused(await save(missing), 400).errorMessage).toMatch(/^A picture of your design is not available \(at objects\.i\d+\.src\)/);
    // nested past the contract's depth, and not an object at all
    let deep: unknown = 1;
    for (let i = 0; i < 40; i++) deep = [deep];
    expect(refused(await save({ ...design(), deep }), 400).errorMessage).toBe('The field design is not valid: is nested more than 32 levels deep.');
    expect(refused(await save('a text'), 400).errorCode).toBe('invalid');
    expect(await shop.db.kysely.selectFrom('shared_designs').select('token_hash').execute()).toHaveLength(before.length);
  });

  it('refuses a design with characters the shop cannot print, as add to cart does', async () => {
    const doc = design('Hi 你好');
    const id = doc.order.find((o) => doc.objects[o].kind === 'text');
    expect(refused(await save(doc), 400).errorMessage).toBe(
      `A text of your design has characters the shop cannot print: 你 好. Please remove them or choose another font (at objects.${id}.text).`,
    );
    expect(refused(await save(doc, 'da'), 400).errorMessage).toContain('En tekst i dit design har tegn, vi ikke kan trykke: 你 好.');
  });

  it('refuses a design too large to keep, saying so in English, Spanish and Danish', async () => {
    // a body over the save's limit: the design is too large (413), before it is even read
    const padded = { ...design(), padding: 'x'.repeat(MAX_DESIGN_JSON_CHARS + 20_000) };
    const max = Math.floor(MAX_DESIGN_JSON_CHARS / 1000);
    const en = refused(await save(padded), 413);
    expect(en).toMatchObject({
      errorCode: 'design',
      errorMessage: `Your design is too large to save: a design can take at most ${max} KB. Please remove some texts or pictures.`,
    });
    expect(refused(await save(padded, 'es'), 413).errorMessage).toBe(
      `Tu diseño es demasiado grande para guardarlo: un diseño puede ocupar como máximo ${max} KB. Quita algunos textos o imágenes.`,
    );
    expect(refused(await save(padded, 'da'), 413).errorMessage).toBe(
      `Dit design er for stort til at blive gemt: et design kan fylde højst ${max} KB. Fjern nogle tekster eller billeder.`,
    );
    // just over the design's own limit, within the body's: the contract names it
    const over = { ...design(), padding: 'x'.repeat(MAX_DESIGN_JSON_CHARS) };
    expect(refused(await save(over), 400).errorMessage).toBe('The field design is not valid: is too large.');
    // other errors of the call still answer as the shop's do
    const notJson = await shop.app.inject({ method: 'POST', url: SAVE, payload: '{"design": ', headers: { 'content-type': 'application/json' } });
    expect(refused(notJson, 400).errorCode).toBe('bad-request');
  });

  it('counts a saved design in the visitor’s quota of designs and uploads', async () => {
    const doc = design();
    const bytes = Buffer.byteLength(JSON.stringify(restoreDocument(doc, { fonts: FONTS })));
    const small = await createTestShop(target, { config: { uploadQuota: { visitorBytesPerDay: Math.floor(bytes * 2.5), totalBytes: 0 } } });
    try {
      const send = () =>
        small.app.inject({
          method: 'POST',
          url: SAVE,
          payload: { productId: P.personalisedPrintedSticker, design: doc },
          headers: { 'x-forwarded-for': '198.51.100.20' },
        });
      expect((await send()).statusCode).toBe(200);
      expect((await send()).statusCode).toBe(200);
      const third = refused(await send(), 429);
      expect(third.errorCode).toBe('design-quota');
      expect(await small.db.kysely.selectFrom('shared_designs').select('token_hash').execute()).toHaveLength(2);
    } finally {
      await small.close();
    }
  });

  it('rate limits saving as every write, and reading as order links are', async () => {
    const doc = design();
    const address = '198.51.100.30';
    const first = await save(doc, 'en', address);
    expect(Number(first.headers['x-ratelimit-limit'])).toBe(WRITE_RATE_LIMIT.max);
    const token = tokenOf(first.json().url);
    // what counts is the request: a refused save (not an object) counts as one
    for (let n = 1; n < WRITE_RATE_LIMIT.max; n++) expect((await save('x', 'en', address)).statusCode).toBe(400);
    expect(refused(await save(doc, 'es', address), 429).errorMessage).toBe('Demasiados intentos: espera un momento y vuelve a intentarlo.');
    // another visitor still saves
    expect((await save(doc, 'en', '198.51.100.31')).statusCode).toBe(200);
    const reader = '198.51.100.32';
    for (let n = 0; n < SHARED_DESIGN_READ_RATE_LIMIT.max; n++) expect((await read(token, 'en', reader)).statusCode).toBe(200);
    expect(refused(await read(token, 'da', reader), 429).errorMessage).toBe('For mange forsøg: vent et øjeblik og prøv igen.');
  });
});
