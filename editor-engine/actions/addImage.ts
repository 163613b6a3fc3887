import { roomFor } from '../../rules/designBudget.js';
import { hasBackground } from '../model.js';
import { defineAction } from './action.js';

/** Adds a picture (an upload or a library design) at the centre, scaled to fit, and selects it. */
export const addImage = defineAction<{ src: string; naturalWidth: number; naturalHeight: number; name?: string }>({
  name: 'addImage',
  label: 'Add the picture',
  // SPEC.md section 4: the sections are inactive until a background exists; the design budget (issue 25) bounds it
  enabled: (s) => hasBackground(s.doc) && roomFor(s.doc, 'image'),
  perform: (s, { name, ...image }) => {
    const before = new Set(s.doc.order);
    s.run('addImage', image, `${name ?? 'Picture'} added`);
    const added = s.doc.order.find((id) => !before.has(id));
    if (added) s.select([added]);
  },
});
