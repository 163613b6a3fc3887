import { defineAction } from './action.js';

/**
 * Escape cancels the gesture or preview in progress; otherwise it ends adjusting a photo inside its frame, or clears
 * the selection (or lets go of the photo).
 */
export const escape = defineAction({
  name: 'escape',
  label: 'Cancel',
  keyTest: (e) => e.key === 'Escape',
  enabled: (s) => s.getSnapshot().pending !== null || s.session.selection.length > 0 || s.session.photo,
  perform: (s) => {
    if (s.getSnapshot().pending !== null) s.cancel();
    else if (s.session.adjusting !== null) s.adjustPhoto(null);
    else if (s.session.photo) s.selectPhoto(false);
    else s.select([]);
  },
});
