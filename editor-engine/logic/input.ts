import { TRIPLE_CLICK_MS } from '../constants.js';

/** Delete and Backspace remove the selected object, but not while focus is in an input. */
export function isDeleteKey(key: string, focusInEditable: boolean): boolean {
  return !focusInEditable && (key === 'Delete' || key === 'Backspace');
}

export interface Click {
  time: number;
  x: number;
  y: number;
}
export interface ClickState {
  clicks: Click[];
}
export const initialClickState: ClickState = { clicks: [] };

/**
 * Triple click: three clicks at the same position, each within 500 ms of the previous one. Returns the new state,
 * whether this click completed a triple click (the state then resets) and how many clicks the run has (2: a double
 * click).
 */
export function registerClick(state: ClickState, click: Click): { state: ClickState; triple: boolean; count: number } {
  const last = state.clicks[state.clicks.length - 1];
  const continues = last !== undefined && click.time - last.time <= TRIPLE_CLICK_MS && click.x === last.x && click.y === last.y;
  const clicks = continues ? [...state.clicks, click] : [click];
  if (clicks.length >= 3) return { state: initialClickState, triple: true, count: clicks.length };
  return { state: { clicks }, triple: false, count: clicks.length };
}
