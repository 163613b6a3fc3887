// SPEC.md sections 5 and 9: text areas with a row limit grow up to it, 8 rows by default.

export const DEFAULT_MAX_ROWS = 8;

/** Rows a growing text area shows for `text`: one per line (at least `minRows`), up to its row limit. */
export function textAreaRows(text: string, maxRows = DEFAULT_MAX_ROWS, minRows = 2): number {
  const lines = text.split('\n').length;
  return Math.min(Math.max(lines, minRows), Math.max(maxRows, minRows));
}
