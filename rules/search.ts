// Searching (SPEC.md sections 5 and 9): a search runs for text of at least 3 characters, 500 ms after the last
// keystroke (or at once on the search button or Enter). The header's product search follows the design search's rule.

export const MIN_SEARCH_LENGTH = 3;
export const SEARCH_DELAY_MS = 500;

/** Whether typed text is long enough to search (spaces around it do not count). */
export const searchable = (text: string) => text.trim().length >= MIN_SEARCH_LENGTH;
