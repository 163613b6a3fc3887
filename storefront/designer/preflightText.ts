import type { DesignDocument, PreflightWarning, PrintSpec } from '../../editor-engine';

// What a preflight warning says to the shopper (editor-engine/logic/preflight.ts judges, this words it). Uploaded
// files are stored under a content hash, so pictures are named by what they are, texts by their words.

function subject(w: PreflightWarning, doc: DesignDocument): string {
  if (w.objectId === 'background') return 'The background photo';
  const o = doc.objects[w.objectId];
  return o?.kind === 'text' ? `The text “${w.name}”` : 'A picture';
}

export function preflightText(w: PreflightWarning, doc: DesignDocument, spec: PrintSpec): string {
  const who = subject(w, doc);
  switch (w.code) {
    case 'image-very-low-resolution':
      return `${who} has only ${w.dpi} pixels per inch at this size: it will print blurred. Use a larger photo or a smaller size.`;
    case 'image-low-resolution':
      return `${who} has ${w.dpi} pixels per inch at this size: it may print a little soft (150 or more prints sharp).`;
    case 'outside-safe-area':
      return `${who} comes closer than ${spec.safeMm} mm to the cut line: its edge may be trimmed away.`;
    case 'text-too-small':
      return `${who} prints ${w.heightMm} mm high: below ${spec.minTextMm} mm it is hard to read.`;
  }
}
