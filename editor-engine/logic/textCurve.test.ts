import { describe, expect, it } from 'vitest';
import { arcOf } from './textCurve.js';

const close = (a: number, b: number) => expect(a).toBeCloseTo(b, 6);

describe('the arc of a curved text (issue 29)', () => {
  it('is no arc at 0 % or for an empty line', () => {
    expect(arcOf(0, { width: 300, depth: 0, clearance: 10 })).toBeNull();
    expect(arcOf(50, { width: 0, depth: 0, clearance: 10 })).toBeNull();
  });

  it('bends the line up at 50 %: its ends go down half a turn, turned a quarter each way; its middle stays', () => {
    const arc = arcOf(50, { width: 300, depth: 0, clearance: 10 })!;
    const r = 300 / Math.PI;
    const mid = arc(150, 0);
    close(mid.x, 150);
    close(mid.y, 0);
    close(mid.angle, 0);
    const [start, end] = [arc(0, 0), arc(300, 0)];
    close(start.x, 150 - r);
    close(start.y, r);
    close(start.angle, -90);
    close(end.x, 150 + r);
    close(end.angle, 90);
    // above the baseline is further out
    expect(arc(0, -10).x).toBeLessThan(start.x);
  });

  it('bends it down below 0 %, mirrored, the letters turned the other way', () => {
    const up = arcOf(30, { width: 200, depth: 0, clearance: 10 })!;
    const down = arcOf(-30, { width: 200, depth: 0, clearance: 10 })!;
    close(down(200, 0).y, -up(200, 0).y);
    close(down(200, 0).angle, -up(200, 0).angle);
  });

  it('goes round the whole circle at 100 %: both ends meet under (or over) the middle', () => {
    const w = 200 * 2 * Math.PI;
    const arc = arcOf(100, { width: w, depth: 0, clearance: 10 })!;
    close(arc(0, 0).x, arc(w, 0).x);
    close(arc(0, 0).y, 400);
    close(Math.abs(arc(0, 0).angle), 180);
  });

  it('keeps letters from folding over: the circle is never smaller than their clearance', () => {
    const arc = arcOf(-100, { width: 60, depth: 0, clearance: 50 })!;
    // 60 px round a whole circle would be a radius of 9.5; the centre stays 50 over the baseline
    close(arc(30, 0).y, 0);
    close(arc(30 + (50 * Math.PI) / 2, 0).y, -50);
  });

  it('puts further lines on concentric arcs, the innermost one taking the curve', () => {
    // an arc up: the last line (40 below the first) is nearest the centre
    const arc = arcOf(50, { width: 300, depth: 40, clearance: 10 })!;
    const r = 300 / Math.PI;
    close(arc(0, 40).y, 40 + r);
    // the first line, 40 further out, turns less for the same advance
    expect(Math.abs(arc(0, 0).angle)).toBeLessThan(90);
    close(Math.abs(arc(0, 40).angle), 90);
  });
});
