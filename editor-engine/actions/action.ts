import { unlockedIds } from '../logic/locks.js';
import type { DesignerSession } from '../session/session.js';

// One action per file (after Excalidraw): what the menu, the toolbar and the keyboard all read, so a shortcut, a
// button and a menu entry of the same action cannot drift apart.

/** A key press as the page sees it, plain data so the engine stays free of the DOM. */
export interface KeyPress {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  shiftKey?: boolean;
  altKey?: boolean;
  /** Focus is in a text field: typing there is not a shortcut. */
  targetIsInput?: boolean;
}

export interface Action<A = void> {
  name: string;
  /** The accessible name of its button or menu entry. */
  label: string;
  /** The shortcut, if any, and the arguments the key gives. */
  keyTest?: (e: KeyPress) => boolean;
  argsFromKey?: (e: KeyPress) => A;
  enabled: (session: DesignerSession) => boolean;
  perform: (session: DesignerSession, args: A) => void;
}

export const defineAction = <A = void>(action: Action<A>): Action<A> => action;

/** Ctrl on Windows and Linux, Cmd on macOS. */
export const primary = (e: KeyPress): boolean => Boolean(e.ctrlKey || e.metaKey);

/** Something selected that may move, resize, turn or go: locked objects (logic/locks.ts) do not count. */
export const hasSelection = (s: DesignerSession): boolean => unlockedIds(s.doc, s.session.selection).length > 0;

/** The selection moves and resizes, except while its photo is adjusted inside its frame (the keys act there then). */
export const movesSelection = (s: DesignerSession): boolean => hasSelection(s) && s.session.adjusting === null;
