import { describe, expect, it } from 'vitest';
import { checkUpload, maxSizeTranslationType, MAX_IMAGE_BYTES, sameSiteReferrer, textAreaRows } from './misc';

const MB = 1024 * 1024;

describe('textAreaRows', () => {
  it('grows one row per line up to the limit, default 8', () => {
    expect(textAreaRows('')).toBe(2);
    expect(textAreaRows('a\nb\nc')).toBe(3);
    expect(textAreaRows('x\n'.repeat(20))).toBe(8);
    expect(textAreaRows('x\n'.repeat(20), 4)).toBe(4);
  });
});

describe('checkUpload', () => {
  it('15 MB per image', () => {
    expect(checkUpload([{ size: MAX_IMAGE_BYTES }])).toEqual({ ok: true });
    expect(checkUpload([{ size: 16 * MB }])).toEqual({ ok: false, kind: 'single', size: 16 * MB, maxSize: 15 * MB });
  });
  it('250 MB in total for multiple uploads', () => {
    const files = Array.from({ length: 18 }, () => ({ size: 14 * MB }));
    expect(checkUpload(files)).toEqual({ ok: false, kind: 'multiple', size: 18 * 14 * MB, maxSize: 250 * MB });
    expect(checkUpload(files.slice(0, 17))).toEqual({ ok: true });
  });
  it('names the translation of the max-size message', () => {
    expect(maxSizeTranslationType('single')).toBe('upload-error-max-size');
    expect(maxSizeTranslationType('multiple')).toBe('upload-multiple-error-max-size');
  });
});

describe('sameSiteReferrer', () => {
  it('keeps the previous page only when it is on the same site', () => {
    expect(sameSiteReferrer('https://shop.test/?category=canvas', 'https://shop.test')).toBe('https://shop.test/?category=canvas');
    expect(sameSiteReferrer('https://search.example/q', 'https://shop.test')).toBeUndefined();
    expect(sameSiteReferrer('', 'https://shop.test')).toBeUndefined();
    expect(sameSiteReferrer('not a url', 'https://shop.test')).toBeUndefined();
  });
});
