import { backgroundOverflow, backgroundPosition, shiftBackground } from '../export/scene.js';
import type { BackgroundPosition, Transform } from '../model.js';
import { objectsInBox } from '../rules/arrange.js';
import type { DesignerSession, ToolId } from '../session/session.js';

// Pointer gestures as a small state machine (after tldraw's tools): idle -> dragging -> idle. A gesture opens a named
// history mark on pointer down, feeds the cheap transform commands on every move, and becomes one undo step on
// pointer up; Escape bails back to where it started. Moves snap the selection's centre to the canvas centre and
// edges; the guides it snapped to are in the state for the view to draw. A drag where no object is moves the
// background photo within its overflow (and selects it, so the arrow keys go on moving it); where there is no photo
// to move, or with Shift held, it draws a selection box instead ("brushing"): every object it touches is selected.
// Shift-click adds an object to the selection or takes it out.

export interface Point {
  x: number;
  y: number;
}

/** Within this many canvas pixels a dragged centre snaps to the canvas centre or an edge. */
export const SNAP_DISTANCE = 6;

export type Guide = { axis: 'x' | 'y'; at: number };

type Dragging = {
  phase: 'dragging';
  kind: Exclude<ToolId, 'select'>;
  ids: string[];
  start: Point;
  centre: Point;
  from: Record<string, Transform>;
  guides: Guide[];
};
/** The background photo dragged: its position at pointer down, moved by the pointer's way since. */
type DraggingPhoto = { phase: 'photo'; start: Point; from: BackgroundPosition; guides: [] };
/** The drag box from `start` to `at`; `keep` is the selection it adds to (Shift held), else nothing. */
type Brushing = { phase: 'brushing'; start: Point; at: Point; keep: string[]; guides: [] };
export type PointerState = { phase: 'idle'; guides: [] } | Dragging | DraggingPhoto | Brushing;

const IDLE: PointerState = { phase: 'idle', guides: [] };
const sameTransform = (a: Transform | undefined, b: Transform | undefined) =>
  a !== undefined && b !== undefined && a.x === b.x && a.y === b.y && a.scaleX === b.scaleX && a.scaleY === b.scaleY && a.angle === b.angle;
const dist = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
const angleOf = (c: Point, p: Point) => (Math.atan2(p.y - c.y, p.x - c.x) * 180) / Math.PI;

function snap(value: number, targets: number[]): { value: number; at?: number } {
  const hit = targets.find((t) => Math.abs(value - t) <= SNAP_DISTANCE);
  return hit === undefined ? { value } : { value: hit, at: hit };
}

/** Two fingers on the selection: their distance scales it and their turn rotates it, from where they started. */
interface Pinch {
  ids: string[];
  distance: number;
  angle: number;
  from: Record<string, Transform>;
}

/**
 * `now` is the clock of the clicks (milliseconds): a second (or third) click within 500 ms, at the same place, on a
 * text opens its words for editing (session.editText), as a double or triple click on a line of text does in any
 * editor. It opens when the button comes up, so the page can move the keyboard focus into the text's field.
 */
export function createPointerTool(session: DesignerSession, now: () => number = () => Date.now()) {
  let state: PointerState = IDLE;
  let pinch: Pinch | null = null;
  let editOn: string | null = null;
  // a click (no drag) on one object of a multi-selection selects it alone when the button comes up
  let narrowTo: string | null = null;

  return {
    get state(): PointerState {
      return state;
    },

    /**
     * Pointer down on an object (its body, or the selection's scale or rotate handle), or on empty canvas (no id).
     * `shift`: Shift is held (add to or take from the selection, or draw a selection box).
     */
    down(point: Point, target?: { id: string; handle?: 'scale' | 'rotate' }, shift = false): void {
      if (state.phase !== 'idle') return;
      const clicks = session.click({ time: now(), x: point.x, y: point.y });
      editOn = !shift && clicks >= 2 && target && !target.handle && session.doc.objects[target.id]?.kind === 'text' ? target.id : null;
      if (!target) {
        const keep = shift ? session.session.selection : [];
        if (!shift) {
          session.select([]);
          session.modeEvent('click-outside');
        }
        const room = backgroundOverflow(session.doc);
        if (!shift && (room.x > 0 || room.y > 0)) {
          session.selectPhoto(true);
          session.begin('photo');
          state = { phase: 'photo', start: point, from: backgroundPosition(session.doc), guides: [] };
        } else state = { phase: 'brushing', start: point, at: point, keep, guides: [] };
        return;
      }
      if (shift && !target.handle) {
        const selection = session.session.selection;
        // Shift-click on a selected object lets it go (nothing to drag); on another adds it, and drags them all
        if (selection.includes(target.id)) return session.select(selection.filter((id) => id !== target.id));
        session.select([...selection, target.id]);
      } else if (!session.session.selection.includes(target.id)) session.select([target.id]);
      narrowTo = !shift && !target.handle && session.session.selection.length > 1 ? target.id : null;
      const ids = session.session.selection;
      const kind = target.handle ?? 'move';
      const from = Object.fromEntries(ids.map((id) => [id, session.doc.objects[id].transform]));
      const centre = {
        x: ids.reduce((n, id) => n + from[id].x, 0) / ids.length,
        y: ids.reduce((n, id) => n + from[id].y, 0) / ids.length,
      };
      session.setTool(kind);
      session.begin(kind);
      state = { phase: 'dragging', kind, ids, start: point, centre, from, guides: [] };
    },

    move(point: Point): void {
      if (state.phase === 'photo') {
        // absolute from the start of the gesture, clamped: never an uncovered edge, and no drift at the clamp
        session.run('moveBackground', shiftBackground(session.doc, state.from, point.x - state.start.x, point.y - state.start.y));
        return;
      }
      if (state.phase === 'brushing') {
        const { keep, start } = state;
        state = { ...state, at: point };
        const touched = objectsInBox(session.doc, start, point, session.measureText);
        const next = [...keep, ...touched.filter((id) => !keep.includes(id))];
        const now = session.session.selection;
        if (next.length !== now.length || next.some((id, i) => id !== now[i])) session.select(next);
        return;
      }
      if (state.phase !== 'dragging') return;
      const { kind, ids, start, centre, from } = state;
      if (kind === 'move') {
        const { width, height } = session.doc.canvas;
        const sx = snap(centre.x + point.x - start.x, [0, width / 2, width]);
        const sy = snap(centre.y + point.y - start.y, [0, height / 2, height]);
        // absolute from the start of the gesture: the snapped position never drifts with the pointer's steps
        const dx = sx.value - centre.x;
        const dy = sy.value - centre.y;
        const now = session.doc.objects[ids[0]].transform;
        session.run('move', { ids, dx: from[ids[0]].x + dx - now.x, dy: from[ids[0]].y + dy - now.y });
        state = {
          ...state,
          guides: [...(sx.at !== undefined ? [{ axis: 'x' as const, at: sx.at }] : []), ...(sy.at !== undefined ? [{ axis: 'y' as const, at: sy.at }] : [])],
        };
      } else if (kind === 'scale') {
        const factor = Math.max(0.05, dist(centre, point) / Math.max(1, dist(centre, start)));
        for (const id of ids) session.run('scale', { ids: [id], scaleX: from[id].scaleX * factor, scaleY: from[id].scaleY * factor });
      } else {
        const turn = angleOf(centre, point) - angleOf(centre, start);
        for (const id of ids) session.run('rotate', { ids: [id], angle: from[id].angle + turn });
      }
    },

    /**
     * A second finger comes down: the gesture (a move so far, or nothing) becomes a pinch of the selection. It stays
     * one gesture, so the move before it and the pinch are one undo step.
     */
    pinchStart(a: Point, b: Point): void {
      const ids = session.session.selection;
      if (ids.length === 0) return;
      if (state.phase !== 'dragging') {
        session.begin('scale');
        state = { phase: 'dragging', kind: 'scale', ids, start: a, centre: a, from: {}, guides: [] };
      }
      state = { ...state, kind: 'scale', guides: [] };
      session.setTool('scale');
      pinch = {
        ids,
        distance: Math.max(1, dist(a, b)),
        angle: angleOf(a, b),
        from: Object.fromEntries(ids.map((id) => [id, session.doc.objects[id].transform])),
      };
    },

    pinchMove(a: Point, b: Point): void {
      if (!pinch || state.phase !== 'dragging') return;
      const factor = Math.max(0.05, dist(a, b) / pinch.distance);
      const turn = angleOf(a, b) - pinch.angle;
      for (const id of pinch.ids) {
        const t = pinch.from[id];
        session.run('scale', { ids: [id], scaleX: t.scaleX * factor, scaleY: t.scaleY * factor });
        session.run('rotate', { ids: [id], angle: t.angle + turn });
      }
    },

    /** Ends the gesture: one undo step (nothing when the pointer did not move). */
    up(): void {
      const pinched = pinch !== null;
      pinch = null;
      if (state.phase === 'photo') {
        const { from } = state;
        state = IDLE;
        const to = backgroundPosition(session.doc);
        session.commit(to.x !== from.x || to.y !== from.y ? 'Moved the photo' : undefined);
        return;
      }
      if (state.phase === 'brushing') {
        state = IDLE;
        return;
      }
      if (state.phase !== 'dragging') return;
      const { kind, ids, from } = state;
      state = IDLE;
      const moved = ids.some((id) => !sameTransform(session.doc.objects[id]?.transform, from[id]));
      const verb = pinched ? 'Resized and turned' : kind === 'move' ? 'Moved' : kind === 'scale' ? 'Resized' : 'Rotated';
      session.commit(`${verb} ${session.describe(ids)}`);
      session.setTool('select');
      if (narrowTo !== null && !moved && !pinched) session.select([narrowTo]);
      narrowTo = null;
      // a double or triple click that did not drag the text opens it for editing
      if (editOn !== null && !moved && !pinched) session.editText(editOn);
      editOn = null;
    },

    /** Escape during a gesture: everything back as it was before pointer down. */
    escape(): boolean {
      pinch = null;
      if (state.phase === 'idle') return false;
      if (state.phase === 'brushing') {
        session.select(state.keep);
        state = IDLE;
        return true;
      }
      state = IDLE;
      session.cancel();
      session.setTool('select');
      return true;
    },
  };
}
