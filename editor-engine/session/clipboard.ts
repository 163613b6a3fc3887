import type { KnownFont } from '../restoreRules.js';

/**
 * The designer's clipboard: text in, text out (plain JSON of design objects, logic/arrange.ts ClipboardContent). The
 * page keeps it in localStorage under one key, so a copy survives opening another product's designer. `fonts` are
 * the fonts a pasted text may use (checked as a stored document's are).
 */
export interface ClipboardStore {
  read(): string | null;
  write(text: string): void;
  fonts?: readonly KnownFont[];
}

export function memoryClipboard(): ClipboardStore {
  let held: string | null = null;
  return {
    read: () => held,
    write: (text) => {
      held = text;
    },
  };
}
