import { backgroundOverflow, backgroundPosition, shiftBackground } from '../export/scene.js';
import { photoPlacement, shiftPhoto } from '../export/frames.js';
import type { BackgroundPosition, PhotoPlacement, Transform } from '../model.js';
import { lockedReason, unlockedIds } from '../logic/locks.js';
import { objectsInBox } from '../logic/arrange.js';
import { drawnTransform } from '../logic/look.js';
import type { Box } from '../logic/preflight.js';
import { SNAP_DISTANCE, snapBox, snapTargets, unionBox, type Gap, type Guide, type SnapTargets } from '../logic/snapping.js';
import type { DesignerSession, ToolId } from '../session/session.js';

// Pointer gestures as a small state machine (after tldraw's tools): idle -> dragging -> idle. A gesture opens a named
// history mark on pointer down, feeds the cheap transform commands on every move, and becomes one undo step on
// pointer up; Escape bails back to where it started. Moves snap the selection's box to the canvas, its safe margin
// and the other objects (logic/snapping.ts); the guides and gaps are in the state for the view to draw. A drag where
// no object is moves the background photo within its overflow (and selects it, so the arrow keys go on moving it);
// where there is no photo to move, or with Shift held, it draws a selection box instead ("brushing"): every object it
// touches is selected. Shift-click adds an object to the selection or takes it out.

export interface Point {
  x: number;
  y: number;
}

export { SNAP_DISTANCE };

/**
 * What the page knows of the drawing, for snapping: each object's box on the canvas (its drawn bounds, rotation
 * included), canvas pixels per screen pixel at the present zoom, and the safe margin. Without it the selection's
 * centre snaps to the canvas's centre and edges at 1:1.
 */
export interface SnapContext {
  bounds?: (id: string) => Box | null;
  canvasPerScreenPx?: () => number;
  safe?: () => Box | null;
}

type Dragging = {
  phase: 'dragging';
  kind: Exclude<ToolId, 'select'>;
  ids: string[];
  start: Point;
  centre: Point;
  from: Record<string, Transform>;
  guides: Guide[];
  /** While snapped, the distances from the selection to the canvas's edges, to label at the ordered size. */
  gaps?: Gap[];
  /** The selection's box at pointer down and where it may snap (gathered once: the others do not move). */
  snapping?: { box: Box; targets: SnapTargets };
};
/** The background photo dragged: its position at pointer down, moved by the pointer's way since. */
type DraggingPhoto = { phase: 'photo'; start: Point; from: BackgroundPosition; guides: [] };
/** A picture's photo dragged inside its frame ("Adjust photo"): its placement at pointer down. */
type DraggingInner = { phase: 'inner'; id: string; start: Point; from: PhotoPlacement; guides: [] };
/** The drag box from `start` to `at`; `keep` is the selection it adds to (Shift held), else nothing. */
type Brushing = { phase: 'brushing'; start: Point; at: Point; keep: string[]; guides: [] };
export type PointerState = { phase: 'idle'; guides: [] } | Dragging | DraggingPhoto | DraggingInner | Brushing;

const IDLE: PointerState = { phase: 'idle', guides: [] };
const sameTransform = (a: Transform | undefined, b: Transform | undefined) =>
  a !== undefined && b !== undefined && a.x === b.x && a.y === b.y && a.scaleX === b.scaleX && a.scaleY === b.scaleY && a.angle === b.angle;
const dist = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
const angleOf = (c: Point, p: Point) => (Math.atan2(p.y - c.y, p.x - c.x) * 180) / Math.PI;

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
export function createPointerTool(session: DesignerSession, now: () => number = () => Date.now(), context: SnapContext = {}) {
  let state: PointerState = IDLE;
  let pinch: Pinch | null = null;
  let editOn: string | null = null;
  // a click (no drag) on one object of a multi-selection selects it alone when the button comes up
  let narrowTo: string | null = null;

  /** The selection's box (or, without the drawing's bounds, its centre) and where it may snap. */
  const snappingFor = (ids: string[], centre: Point): { box: Box; targets: SnapTargets } => {
    const boxOf = (id: string) => context.bounds?.(id) ?? null;
    const box = unionBox(ids.map(boxOf).filter((b): b is Box => b !== null)) ?? { left: centre.x, right: centre.x, top: centre.y, bottom: centre.y };
    const others = session.doc.order
      .filter((id) => !ids.includes(id))
      .map(boxOf)
      .filter((b): b is Box => b !== null);
    return { box, targets: snapTargets(session.doc.canvas, others, context.safe?.() ?? null) };
  };

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
      const image = session.doc.objects[target.id];
      if (!target.handle && session.session.adjusting === target.id && image?.kind === 'image') {
        session.begin('inner');
        state = { phase: 'inner', id: target.id, start: point, from: photoPlacement(image), guides: [] };
        return;
      }
      if (shift && !target.handle) {
        const selection = session.session.selection;
        // Shift-click on a selected object lets it go (nothing to drag); on another adds it, and drags them all
        if (selection.includes(target.id)) return session.select(selection.filter((id) => id !== target.id));
        session.select([...selection, target.id]);
      } else if (!session.session.selection.includes(target.id)) session.select([target.id]);
      narrowTo = !shift && !target.handle && session.session.selection.length > 1 ? target.id : null;
      // locked objects stay put (logic/locks.ts): a gesture on them alone moves nothing and says why
      const ids = unlockedIds(session.doc, session.session.selection);
      if (ids.length === 0) session.announce(`${session.describe([target.id])} cannot move: ${lockedReason(session.doc.objects[target.id])}`);
      const kind = target.handle ?? 'move';
      const from = Object.fromEntries(ids.map((id) => [id, session.doc.objects[id].transform]));
      const centre = {
        x: ids.reduce((n, id) => n + from[id].x, 0) / Math.max(1, ids.length),
        y: ids.reduce((n, id) => n + from[id].y, 0) / Math.max(1, ids.length),
      };
      session.setTool(kind);
      session.begin(kind);
      state = { phase: 'dragging', kind, ids, start: point, centre, from, guides: [], snapping: kind === 'move' ? snappingFor(ids, centre) : undefined };
    },

    /** `free`: Alt is held, the move does not snap. */
    move(point: Point, { free = false }: { free?: boolean } = {}): void {
      if (state.phase === 'photo') {
        // absolute from the start of the gesture, clamped: never an uncovered edge, and no drift at the clamp
        session.run('moveBackground', shiftBackground(session.doc, state.from, point.x - state.start.x, point.y - state.start.y));
        return;
      }
      if (state.phase === 'inner') {
        const image = session.doc.objects[state.id];
        if (image?.kind !== 'image') return;
        // the pointer's way in the picture's own units: turned back by its angle, divided by its scale (negative
        // where it is flipped: the photo follows the pointer as drawn)
        const { angle, scaleX, scaleY } = drawnTransform(image);
        const a = (-angle * Math.PI) / 180;
        const dx = point.x - state.start.x;
        const dy = point.y - state.start.y;
        const ux = (dx * Math.cos(a) - dy * Math.sin(a)) / scaleX;
        const uy = (dx * Math.sin(a) + dy * Math.cos(a)) / scaleY;
        session.run('placePhoto', { id: state.id, ...shiftPhoto(image, state.from, ux, uy) });
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
      if (state.phase !== 'dragging' || state.ids.length === 0) return;
      const { kind, ids, start, centre, from } = state;
      if (kind === 'move') {
        let dx = point.x - start.x;
        let dy = point.y - start.y;
        const snapping = state.snapping;
        const snapped =
          snapping && !free && session.session.view.snap
            ? snapBox(
                { left: snapping.box.left + dx, right: snapping.box.right + dx, top: snapping.box.top + dy, bottom: snapping.box.bottom + dy },
                snapping.targets,
                SNAP_DISTANCE * (context.canvasPerScreenPx?.() ?? 1),
                session.doc.canvas,
              )
            : null;
        dx += snapped?.dx ?? 0;
        dy += snapped?.dy ?? 0;
        // absolute from the start of the gesture: the snapped position never drifts with the pointer's steps
        const now = session.doc.objects[ids[0]].transform;
        // the guides first: the move's snapshot draws them
        state = { ...state, guides: snapped?.guides ?? [], gaps: snapped?.gaps ?? [] };
        session.run('move', { ids, dx: from[ids[0]].x + dx - now.x, dy: from[ids[0]].y + dy - now.y });
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
      const ids = unlockedIds(session.doc, session.session.selection);
      // a photo dragged inside its frame stays that one gesture
      if (ids.length === 0 || state.phase === 'inner') return;
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

    /** Ends the gesture: one undo step, announced (nothing when it moved nothing in the end). */
    up(): void {
      const pinched = pinch !== null;
      pinch = null;
      if (state.phase === 'photo') {
        const { from } = state;
        state = IDLE;
        const to = backgroundPosition(session.doc);
        if (to.x !== from.x || to.y !== from.y) session.commit('Moved the photo');
        else session.discard();
        return;
      }
      if (state.phase === 'inner') {
        const { id, from } = state;
        state = IDLE;
        const image = session.doc.objects[id];
        const to = image?.kind === 'image' ? photoPlacement(image) : from;
        if (to.x !== from.x || to.y !== from.y) session.commit('Moved the photo inside its frame');
        else session.discard();
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
      // a click (or a drag back to where it began) moved nothing: no word and no undo step; a locked one said why at
      // pointer down
      if (moved) session.commit(`${verb} ${session.describe(ids)}`);
      else session.discard();
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
