import { describe, expect, it } from 'vitest';
import { snapBox, snapTargets, unionBox } from './snapping.js';

const canvas = { width: 600, height: 400 };
const box = (left: number, top: number, w: number, h: number) => ({ left, top, right: left + w, bottom: top + h });

describe('snapping', () => {
  it('pulls a box near the canvas centre onto it, with a guide and the gaps to both edges', () => {
    const t = snapTargets(canvas, [], null);
    // a 100 x 50 box whose centre is at (303, 198)
    const s = snapBox(box(253, 173, 100, 50), t, 6, canvas);
    expect(s).toMatchObject({ dx: -3, dy: 2 });
    expect(s.guides).toEqual([
      { axis: 'x', at: 300 },
      { axis: 'y', at: 200 },
    ]);
    expect(s.gaps).toContainEqual({ axis: 'x', from: 0, to: 250, across: 200 });
    expect(s.gaps).toContainEqual({ axis: 'x', from: 350, to: 600, across: 200 });
  });

  it('snaps an edge to the safe margin and to another object edge or centre, the nearest first', () => {
    const safe = { left: 20, top: 20, right: 580, bottom: 380 };
    const other = box(400, 100, 80, 40);
    const t = snapTargets(canvas, [other], safe);
    expect(snapBox(box(23, 300, 50, 20), t, 6, canvas)).toMatchObject({ dx: -3, dy: 0 });
    // right edge 4 px from the other's left edge (400), left edge 5 px from nothing: the right edge wins
    const s = snapBox(box(296, 116, 100, 10), t, 6, canvas);
    expect(s.dx).toBe(4);
    expect(s.guides).toContainEqual({ axis: 'x', at: 400 });
    // its middle (121) is 1 px from the other's middle (120)
    expect(s.dy).toBe(-1);
  });

  it('leaves a box that is near nothing where it is, with no guides', () => {
    expect(snapBox(box(100, 100, 50, 50), snapTargets(canvas, [], null), 6, canvas)).toEqual({ dx: 0, dy: 0, guides: [], gaps: [] });
  });

  it('the threshold is what the caller gives (screen pixels turned into canvas pixels): 4 px away snaps at 6, not at 2', () => {
    const t = snapTargets(canvas, [], null);
    expect(snapBox(box(4, 100, 10, 10), t, 6, canvas).dx).toBe(-4);
    expect(snapBox(box(4, 100, 10, 10), t, 2, canvas).dx).toBe(0);
  });

  it('the selection box holds all its boxes', () => {
    expect(unionBox([box(0, 0, 10, 10), box(20, 5, 10, 10)])).toEqual({ left: 0, top: 0, right: 30, bottom: 15 });
    expect(unionBox([])).toBeNull();
  });
});
