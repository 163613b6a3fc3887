import { describe, expect, it } from 'vitest';
import { checkUploadSizes, MAX_IMAGE_BYTES } from './upload';

const MB = 1024 * 1024;

describe('checkUploadSizes', () => {
  it('15 MB per image', () => {
    expect(checkUploadSizes([MAX_IMAGE_BYTES])).toEqual({ ok: true });
    expect(checkUploadSizes([16 * MB])).toEqual({ ok: false, type: 'upload-error-max-size', size: 16 * MB, maxSize: 15 * MB });
  });
  it('250 MB in total for multiple uploads', () => {
    const sizes = Array.from({ length: 18 }, () => 14 * MB);
    expect(checkUploadSizes(sizes)).toEqual({ ok: false, type: 'upload-multiple-error-max-size', size: 18 * 14 * MB, maxSize: 250 * MB });
    expect(checkUploadSizes(sizes.slice(0, 17))).toEqual({ ok: true });
  });
});
