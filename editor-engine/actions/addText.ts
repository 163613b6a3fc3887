import { roomFor } from '../../rules/designBudget.js';
import { hasBackground } from '../model.js';
import { defineAction } from './action.js';

/** Adds a styled text at the centre of the canvas and selects it (the text section's Add button). */
export const addText = defineAction<{ text: string; font: string; fontFile: string; fill: string; rightToLeft?: boolean }>({
  name: 'addText',
  label: 'Add the text',
  // SPEC.md section 4: the sections are inactive until a background exists; the design budget (issue 25) bounds it
  enabled: (s) => hasBackground(s.doc) && roomFor(s.doc, 'text'),
  perform: (s, args) => {
    const before = new Set(s.doc.order);
    s.run('addText', args);
    const added = s.doc.order.find((id) => !before.has(id));
    if (added) s.select([added]);
  },
});
