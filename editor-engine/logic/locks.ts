import type { DesignDocument, DesignObject } from '../model.js';

// Locks, hidden parts and templates' placeholders (issue 29), in one place: the commands refuse with them, the
// pointer tool and the actions ask them before a gesture, and the server's check of a template's parts reads them.

/** Locked by the shopper or by the template: it cannot be moved, resized, turned, restacked, restyled or deleted. */
export const isLocked = (o: DesignObject | undefined): boolean => o !== undefined && (o.locked === true || o.template?.locked === true);

/** A template's locked part: the shopper can neither unlock nor hide it (the server would refuse the design). */
export const isTemplateLocked = (o: DesignObject | undefined): boolean => o?.template?.locked === true;

/** The words of a text may change when it is not locked, or when the template made it a text placeholder. */
export const canRetype = (o: DesignObject | undefined): boolean => o?.kind === 'text' && (!isLocked(o) || o.template?.placeholder === 'text');

/** A template's photo frame: the shopper's photo replaces its picture, in its place and size. */
export const isPhotoPlaceholder = (o: DesignObject | undefined): boolean => o?.kind === 'image' && o.template?.placeholder === 'photo';

/** The ids among `ids` that a move, resize, turn or delete may change (locked ones and unknown ones left out). */
export const unlockedIds = (doc: DesignDocument, ids: readonly string[]): string[] =>
  ids.filter((id) => doc.objects[id] !== undefined && !isLocked(doc.objects[id]));

/** Why the shopper cannot change this object, in words for the live region. */
export const lockedReason = (o: DesignObject): string =>
  isTemplateLocked(o) ? 'it is part of the template and stays where it is' : 'it is locked: unlock it in the layers list first';
