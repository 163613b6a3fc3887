import { describe, expect, it } from 'vitest';
import { clampView, FIT_VIEW, MAX_ZOOM, panBy, rulerTicks, visibleArea, zoomAt, zoomPercent, zoomStep } from './view.js';

describe('the canvas view', () => {
  it('steps the zoom in and out from Fit to 800 % and back, from between steps too', () => {
    expect(zoomStep(1, 1)).toBe(1.25);
    expect(zoomStep(1.7, 1)).toBe(2);
    expect(zoomStep(1.7, -1)).toBe(1.5);
    expect(zoomStep(MAX_ZOOM, 1)).toBe(MAX_ZOOM);
    expect(zoomStep(1, -1)).toBe(1);
  });

  it('keeps the point under the pointer where it is while zooming', () => {
    const v = zoomAt(FIT_VIEW, 2, { x: 0.75, y: 0.25 });
    const area = visibleArea(v, { width: 600, height: 400 });
    // 0.75 of the width was at 75 % across the view and still is
    expect((450 - area.left) / (area.right - area.left)).toBeCloseTo(0.75);
    expect((100 - area.top) / (area.bottom - area.top)).toBeCloseTo(0.25);
  });

  it('never shows beyond the canvas: panning stops at its edges, and at Fit the whole canvas shows', () => {
    const v = panBy(zoomAt(FIT_VIEW, 2, { x: 0.5, y: 0.5 }), 1, -1);
    expect(v).toMatchObject({ cx: 0.25, cy: 0.75 });
    expect(clampView({ ...v, zoom: 0.2 })).toMatchObject({ zoom: 1, cx: 0.5, cy: 0.5 });
    expect(visibleArea(FIT_VIEW, { width: 600, height: 400 })).toEqual({ left: 0, top: 0, right: 600, bottom: 400 });
  });

  it('reads the zoom as a percentage of Fit', () => {
    expect(zoomPercent(1.5)).toBe('150 %');
  });
});

describe('rulers', () => {
  it('label the ordered size along the canvas at steps the zoom allows, with smaller marks between', () => {
    // a 600 px canvas for 30 cm (0.05 cm a pixel) drawn 600 px wide: 20 screen px a cm, labels every 5 cm
    const ticks = rulerTicks(0, 600, 0.05, 1);
    expect(ticks.filter((t) => t.label).map((t) => t.label)).toEqual(['0', '5', '10', '15', '20', '25', '30']);
    expect(ticks.find((t) => t.label === '10')?.at).toBeCloseTo(200);
    expect(ticks.length).toBe(31);
    // at 400 %, showing 7.5 cm from 15 cm: a label every cm
    const zoomed = rulerTicks(300, 450, 0.05, 4).filter((t) => t.label);
    expect(zoomed[0]).toMatchObject({ label: '15' });
    expect(zoomed.map((t) => t.label)).toContain('22');
  });
});
