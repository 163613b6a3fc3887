import type { DesignerSession } from '../session/session.js';
import type { Action, KeyPress } from './action.js';
import { addText } from './addText.js';
import { deleteSelection } from './deleteSelection.js';
import { escape } from './escape.js';
import { nudge } from './nudge.js';
import { moveBackground } from './moveBackground.js';
import { cancelFont, confirmFont, previewFont } from './previewFont.js';
import { redo } from './redo.js';
import { reorderSelection } from './reorderSelection.js';
import { rotateSelection } from './rotateSelection.js';
import { scaleSelection } from './scaleSelection.js';
import { selectAdjacent } from './selectAdjacent.js';
import { setBackgroundColour } from './setBackgroundColour.js';
import { setBackground } from './setBackground.js';
import { addImage } from './addImage.js';
import { frameImage } from './frameImage.js';
import { maskImage } from './maskImage.js';
import { adjustPhoto } from './adjustPhoto.js';
import { panPhoto } from './panPhoto.js';
import { zoomPhoto } from './zoomPhoto.js';
import { setShape } from './setShape.js';
import { setEffect } from './setEffect.js';
import { setSize } from './setSize.js';
import { setQuantity } from './setQuantity.js';
import { setFeatures } from './setFeatures.js';
import { chooseSize } from './chooseSize.js';
import { setPack } from './setPack.js';
import { setClothing } from './setClothing.js';
import { togglePreview } from './togglePreview.js';
import { endTyping, typeText } from './typeText.js';
import { changeTextColour, endTextColour } from './textColour.js';
import { undo } from './undo.js';
import { alignText } from './alignText.js';
import { changeLineHeight } from './changeLineHeight.js';
import { changeLetterSpacing } from './changeLetterSpacing.js';
import { endTextStyle } from './endTextStyle.js';
import { textOutline } from './textOutline.js';
import { textShadow } from './textShadow.js';
import { endTextEffect } from './endTextEffect.js';
import { colourCharacters } from './colourCharacters.js';
import { zoomIn } from './zoomIn.js';
import { zoomOut } from './zoomOut.js';
import { zoomFit } from './zoomFit.js';
import { toggleSnap } from './toggleSnap.js';
import { toggleLock } from './toggleLock.js';
import { toggleHidden } from './toggleHidden.js';
import { fillPlaceholder } from './fillPlaceholder.js';
import { startTemplate } from './startTemplate.js';
import { curveText } from './curveText.js';
import { selectAll } from './selectAll.js';
import { alignSelection } from './alignSelection.js';
import { distributeSelection } from './distributeSelection.js';
import { duplicateSelection } from './duplicateSelection.js';
import { copySelection } from './copySelection.js';
import { cutSelection } from './cutSelection.js';
import { pasteClipboard } from './pasteClipboard.js';
import { flipHorizontal } from './flipHorizontal.js';
import { flipVertical } from './flipVertical.js';
import { setOpacity } from './setOpacity.js';
import { adjustImage } from './adjustImage.js';
import { endLook } from './endLook.js';

/** Every designer action, registered once; the keyboard, menus and toolbar look them up here. */
export const actions = {
  undo,
  redo,
  deleteSelection,
  nudge,
  // after nudge and scaleSelection, which stand aside while a photo is adjusted inside its frame
  panPhoto,
  moveBackground,
  scaleSelection,
  zoomPhoto,
  rotateSelection,
  reorderSelection,
  // the view: Ctrl/Cmd with '=', '-' or '0' (without Ctrl, + and - resize the selection)
  zoomIn,
  zoomOut,
  zoomFit,
  toggleSnap,
  // before selectAdjacent: Alt+Shift+arrows change a text's spacing, Alt+arrows pick the next object
  changeLineHeight,
  changeLetterSpacing,
  curveText,
  alignText,
  endTextStyle,
  selectAdjacent,
  escape,
  selectAll,
  alignSelection,
  distributeSelection,
  duplicateSelection,
  copySelection,
  cutSelection,
  pasteClipboard,
  togglePreview,
  previewFont,
  confirmFont,
  cancelFont,
  typeText,
  endTyping,
  changeTextColour,
  endTextColour,
  colourCharacters,
  textOutline,
  textShadow,
  endTextEffect,
  addText,
  setBackgroundColour,
  setBackground,
  addImage,
  frameImage,
  maskImage,
  adjustPhoto,
  setShape,
  setEffect,
  setSize,
  setQuantity,
  setFeatures,
  chooseSize,
  setPack,
  setClothing,
  toggleLock,
  toggleHidden,
  fillPlaceholder,
  startTemplate,
  flipHorizontal,
  flipVertical,
  setOpacity,
  adjustImage,
  endLook,
};
export type ActionName = keyof typeof actions;
type ArgsOf<N extends ActionName> = (typeof actions)[N] extends Action<infer A> ? A : never;
/** What follows an action's name in `dispatch`: its arguments, or nothing for an action that takes none. */
export type ActionArgs<N extends ActionName> = ArgsOf<N> extends void ? [] : [ArgsOf<N>];

export type { KeyPress } from './action.js';

/** The one way a page changes the design: the action runs only when it is enabled. Answers whether it ran. */
export function dispatch<N extends ActionName>(session: DesignerSession, name: N, ...args: ActionArgs<N>): boolean {
  const action = actions[name] as unknown as Action<ArgsOf<N>>;
  if (!action.enabled(session)) return false;
  action.perform(session, args[0] as ArgsOf<N>);
  return true;
}

/** @internal The first action a key press stands for, enabled or not: the tests' map of the shortcuts (handleKey runs the first enabled one). */
export function actionForKey(e: KeyPress): ActionName | undefined {
  return (Object.keys(actions) as ActionName[]).find((n) => (actions[n] as Action<unknown>).keyTest?.(e));
}

/** Handles a key press: runs the first enabled action it stands for. Answers whether the key was used (the page then prevents its default). */
export function handleKey(session: DesignerSession, e: KeyPress): boolean {
  // a key may stand for more than one action in different states (the arrows: the selection, or else the photo)
  const action = (Object.values(actions) as Action<unknown>[]).find((a) => a.keyTest?.(e) && a.enabled(session));
  if (!action) return false;
  action.perform(session, action.argsFromKey?.(e));
  return true;
}
