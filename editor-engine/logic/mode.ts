import type { TypeCode } from '../model.js';
import { isShapeBased } from '../productTypes.js';

export type EditorMode = 'edit' | 'preview';
export type ModeEvent = 'select-object' | 'click-outside' | 'click-mockup';

/**
 * Edit/preview toggle: selecting an object switches to edit (except for type 6); clicking outside the editing areas
 * switches to preview; clicking the mockup returns to edit.
 */
export function nextMode(current: EditorMode, event: ModeEvent, typeCode: TypeCode): EditorMode {
  switch (event) {
    case 'select-object':
      return isShapeBased(typeCode) ? current : 'edit';
    case 'click-outside':
      return 'preview';
    case 'click-mockup':
      return 'edit';
  }
}

/** Edit mode shows design objects half transparent over the background; preview at full opacity. */
export const objectOpacity = (mode: EditorMode): number => (mode === 'edit' ? 0.5 : 1);
