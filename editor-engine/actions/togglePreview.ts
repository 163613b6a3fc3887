import { defineAction } from './action.js';

/** The edit/preview toggle beside the canvas (SPEC.md section 4: the mockup returns to edit). */
export const togglePreview = defineAction({
  name: 'togglePreview',
  label: 'Switch between edit and preview',
  enabled: () => true,
  perform: (s) => s.modeEvent(s.session.mode === 'edit' ? 'click-outside' : 'click-mockup'),
});
