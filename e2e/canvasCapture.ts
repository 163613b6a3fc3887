import fs from 'node:fs';
import { expect, type APIRequestContext, type Locator } from '@playwright/test';
import { crop, differingShare, readPng, sideBySide, writePng, type Picture } from './promise-images';
import { exportFromShop } from './shopExport';

// What the shopper sees against what is made: the designer's canvas captured once it has settled, and the shop's
// export of a design (the renderer of the proof and the print file) to compare it with.

/** The canvas's drawing in a screenshot of it: the element's border (a frame of the page, not of the design) cut off. */
async function drawing(canvas: Locator, shot: Buffer): Promise<Picture> {
  const box = await canvas.evaluate((el) => ({
    left: el.clientLeft,
    top: el.clientTop,
    width: el.clientWidth,
    height: el.clientHeight,
    outer: el.getBoundingClientRect().width,
  }));
  const whole = readPng(shot);
  const scale = whole.width / box.outer; // device pixels a CSS pixel
  return crop(whole, Math.round(box.left * scale), Math.round(box.top * scale), Math.round(box.width * scale), Math.round(box.height * scale));
}

/**
 * The canvas as the page shows it once two captures in a row agree and `ready` holds for them (outlines, pictures and
 * photos arrive from the worker and the network after the change that asked for them: a journey that knows what must
 * be drawn says so, rather than trusting a quiet moment).
 */
export async function settledCapture(canvas: Locator, ready: (p: Picture) => boolean = () => true, message?: string): Promise<Picture> {
  let picture: Picture | undefined;
  await pollSettled(canvas, false, message, (p) => ready((picture = p))).toBe(true);
  return picture!;
}

/**
 * Scrolls the canvas into the middle of the window when part of it is off screen or under the page's sticky header (a
 * taller menu section scrolls the page as its field takes the focus): an element's screenshot shows whatever covers it.
 */
async function uncover(canvas: Locator): Promise<void> {
  await canvas.evaluate((e) => {
    const r = e.getBoundingClientRect();
    const top = document.elementsFromPoint(r.left + r.width / 2, r.top + 1)[0];
    if (r.top < 0 || r.bottom > innerHeight || (top && !e.contains(top))) e.scrollIntoView({ block: 'center' });
  });
}

/** Polls the canvas: `judge` of its drawing once two screenshots in a row agree, `unsettled` while it still changes. */
function pollSettled<T>(canvas: Locator, unsettled: T, message: string | undefined, judge: (p: Picture) => T) {
  let last: Buffer = Buffer.alloc(0);
  return expect.poll(
    async () => {
      await uncover(canvas);
      const shot = await canvas.screenshot({ animations: 'disabled' });
      const same = shot.equals(last);
      last = shot;
      return same ? judge(await drawing(canvas, shot)) : unsettled;
    },
    { message, timeout: 20_000 },
  );
}

/** The snapping guides' colour (paperOverlays.ts GUIDE, #d6336c): how many pixels of it the picture has. */
export function guidePixels(p: Picture): number {
  let n = 0;
  for (let i = 0; i < p.data.length; i += 4)
    if (Math.abs(p.data[i] - 0xd6) < 24 && Math.abs(p.data[i + 1] - 0x33) < 24 && Math.abs(p.data[i + 2] - 0x6c) < 24) n++;
  return n;
}

/**
 * Expects the canvas to show `other` (the export, the proof of the same design): at 200 px wide at most `within` of
 * the pixels differ, once the canvas has settled (polled: what is still arriving gets its time, a lasting difference
 * fails with the share found). Saves the capture, the other picture and where they differ side by side in `file`
 * (also when they differ). Answers the capture and the share.
 */
export async function expectCanvasShows(
  canvas: Locator,
  other: Picture,
  { what, within = 0.05, file }: { what: string; within?: number; file: string },
): Promise<{ seen: Picture; share: number }> {
  let seen: Picture | undefined;
  let found = { share: 1, diff: other };
  try {
    await pollSettled(canvas, Infinity, `${what}: the share of pixels that differ at 200 px wide`, (p) => {
      seen = p;
      found = differingShare(p, other);
      return found.share;
    }).toBeLessThanOrEqual(within);
  } finally {
    if (seen) fs.writeFileSync(file, writePng(sideBySide([seen, other, found.diff])));
  }
  return { seen: seen!, share: found.share };
}

/** The last exports made, by design and width: a journey that compares one design twice has it rendered once. */
const rendered = new Map<string, Promise<Picture>>();

/** The shop's export (the renderer the proof and the print file use) of a design document at a width. */
export function exportPicture(request: APIRequestContext, design: unknown, width: number): Promise<Picture> {
  const key = JSON.stringify([design, width]);
  let picture = rendered.get(key);
  if (!picture) {
    picture = exportFromShop(request, design, width).then((png) => readPng(Buffer.from(png)));
    rendered.set(key, picture);
    picture.catch(() => rendered.delete(key));
    // a few kept: a journey compares a design with its export within a few steps
    for (const old of [...rendered.keys()].slice(0, -4)) rendered.delete(old);
  }
  return picture;
}
