import fs from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_IMAGE_TYPES } from '../../rules/upload';
import { LOCALES } from '../i18n/locales';
import { createTestShop, databasesUnderTest, type TestShop } from '../testing/testApp';
import { multipart } from './badInput.testing';

// Issue 26, item 8: each file kind a shopper may pick, through the call the designer and the product page upload
// with. The accepted ones are stored; each refusal says what was wrong and names every accepted type, in the
// shopper's language.

const svg = fs.readFileSync('fixtures/svg/legit/inkscape-badge.svg');
const png = fs.readFileSync('fixtures/designs/assets/logo.png');
const picture = () => sharp(png).resize(40, 30);

/** How each language names a type in its list (Danish: "JPG-, PNG-"). */
const named = (name: string) => new RegExp(`\\b${name}\\b`);

describe.each(databasesUnderTest())('upload messages on $name', (target) => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop(target);
  });
  afterAll(() => shop?.close());

  let address = 0;
  const upload = (name: string, type: string, bytes: Buffer, lang = 'en') => {
    const body = multipart([{ name, type, bytes }], { prefix: 'personalized' });
    return shop.app.inject({
      method: 'POST',
      url: '/ajax/upload/upload-image',
      payload: body.payload,
      headers: { ...body.headers, 'accept-language': lang, 'x-forwarded-for': `10.26.8.${++address % 250}` },
    });
  };

  it('stores WebP and GIF pictures, as it names them', async () => {
    for (const [name, type, bytes] of [
      ['photo.webp', 'image/webp', await picture().webp().toBuffer()],
      ['still.gif', 'image/gif', await picture().gif().toBuffer()],
    ] as const) {
      const r = await upload(name, type, bytes);
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json().fileInfo.file).toMatch(new RegExp(`\\.${name.split('.')[1]}$`));
    }
  });

  it.each(LOCALES)('refuses an SVG, an empty file and a text file named .png, each saying why and what is accepted (%s)', async (lang) => {
    const refused = [
      { file: ['badge.svg', 'image/svg+xml', svg], status: 415, why: { en: /SVG drawings/, es: /dibujos SVG/, da: /SVG-tegninger/ } },
      { file: ['empty.png', 'image/png', Buffer.alloc(0)], status: 400, why: { en: /empty \(0 bytes\)/, es: /vacío \(0 bytes\)/, da: /tom \(0 bytes\)/ } },
      {
        file: ['notes.png', 'image/png', Buffer.from('Shopping list: milk, eggs, bread.\n')],
        status: 415,
        why: { en: /not a picture/, es: /no es una imagen/, da: /ikke et billede/ },
      },
    ] as const;
    for (const { file, status, why } of refused) {
      const r = await upload(file[0], file[1], file[2], lang);
      expect(r.statusCode, `${file[0]}: ${r.body}`).toBe(status);
      const message: string = r.json().errorMessage;
      expect(message, file[0]).toMatch(why[lang]);
      for (const t of UPLOAD_IMAGE_TYPES) expect(message, `${file[0]} names ${t.name}`).toMatch(named(t.name));
      // never the old message that named SVG as accepted, nor the bare "try again"
      expect(message).not.toMatch(/JPG, PNG or SVG|try again/i);
    }
  });
});
