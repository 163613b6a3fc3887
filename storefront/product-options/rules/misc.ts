// Small rules: text area growth, upload caps, web image vs upload, cookie choice (SPEC.md sections 3, 4, 5, 9).

/** Default maximum rows of a growing text area. */
export const DEFAULT_MAX_ROWS = 8;

/** Rows a growing text area shows for `text`: one per line (at least `minRows`), up to its row limit. */
export function textAreaRows(text: string, maxRows = DEFAULT_MAX_ROWS, minRows = 2): number {
  const lines = text.split('\n').length;
  return Math.min(Math.max(lines, minRows), Math.max(maxRows, minRows));
}

export const MAX_IMAGE_BYTES = 15 * 1024 * 1024;
export const MAX_TOTAL_UPLOAD_BYTES = 250 * 1024 * 1024;

export type UploadCheck =
  | { ok: true }
  | { ok: false; kind: 'single' | 'multiple'; size: number; maxSize: number };

/** Upload caps: 15 MB per image; 250 MB in total for multiple uploads. */
export function checkUpload(files: readonly { size: number }[]): UploadCheck {
  const big = files.find((f) => f.size > MAX_IMAGE_BYTES);
  if (big) return { ok: false, kind: 'single', size: big.size, maxSize: MAX_IMAGE_BYTES };
  const total = files.reduce((sum, f) => sum + f.size, 0);
  if (files.length > 1 && total > MAX_TOTAL_UPLOAD_BYTES) return { ok: false, kind: 'multiple', size: total, maxSize: MAX_TOTAL_UPLOAD_BYTES };
  return { ok: true };
}

/** The translation type of the max-size message. */
export function maxSizeTranslationType(kind: 'single' | 'multiple'): 'upload-error-max-size' | 'upload-multiple-error-max-size' {
  return kind === 'single' ? 'upload-error-max-size' : 'upload-multiple-error-max-size';
}

/** The previous page when it is on the same site (the referrer option of SPEC.md section 3). */
export function sameSiteReferrer(referrer: string, origin: string): string | undefined {
  if (!referrer) return undefined;
  try {
    return new URL(referrer).origin === origin ? referrer : undefined;
  } catch {
    return undefined;
  }
}
