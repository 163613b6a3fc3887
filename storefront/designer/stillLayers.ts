import paper from 'paper/dist/paper-core';

// During a drag the objects that stay still are drawn once, into pictures of the view, instead of again on every
// pointer move: Paper.js draws every item of the project on every frame, and with 200 texts their outlines were most
// of a move's script (issue 29, bench:designer --only=drag). Each run of still items between moving ones becomes one
// picture at the view's own pixels, put back pixel for pixel (same alpha compositing, no smoothing), so the canvas
// looks as it did. The items stay where they are, hidden, so bounds, snapping and hit tests read them as before.
// The pictures are drawn again when a still item changes (its drawing, place or opacity), when the view does (zoom,
// pan, size) or when a picture's pixels land; the drag's end shows the items again.

/** Shorter runs of still items are drawn as they are: a picture of the whole view costs about as much to draw. */
const MIN_RUN = 4;

/** A run of still items drawn as one picture, placed in the items' group before the first of them. */
export interface StillLayers {
  key: string;
  /** The picture standing for each run, by the run's first item. */
  before: Map<paper.Item, paper.Raster>;
  hidden: paper.Item[];
}

let landed = 0;
/** A picture's pixels arrived (a photo or an emoji loaded, an adjustment applied): the still layers are out of date. */
export function picturesLanded(): void {
  landed++;
}

/** What a still item looks like where it is: its Paper item (built again when its drawing changes), place and opacity. */
function itemKey(item: paper.Item): string {
  const photo = item.data.photo as paper.Item | undefined;
  return `${item.id}:${item.matrix.values.join(',')}:${item.opacity}${photo ? `:${photo.matrix.values.join(',')}` : ''}`;
}

/**
 * The still layers for the scene's items in order (`moving`: whether each moves with the gesture), reusing `prev`
 * while nothing they show changed; null when nothing moves (the items hidden before are shown again).
 */
export function stillLayers(view: paper.View, prev: StillLayers | null, items: readonly { item: paper.Item; moving: boolean }[]): StillLayers | null {
  const runs: paper.Item[][] = [];
  if (items.some((i) => i.moving)) {
    let run: paper.Item[] = [];
    for (const { item, moving } of [...items, { item: null, moving: true }]) {
      if (!moving && item) {
        run.push(item);
        continue;
      }
      if (run.length >= MIN_RUN) runs.push(run);
      run = [];
    }
  }
  const key = runs.length
    ? `${view.matrix.values.join(',')}|${view.viewSize.width}x${view.viewSize.height}@${view.pixelRatio}|${landed}|${runs.map((r) => r.map(itemKey).join(';')).join('/')}`
    : '';
  if (prev && prev.key === key) return prev;
  if (prev) {
    for (const item of prev.hidden) item.visible = true;
    for (const raster of prev.before.values()) raster.remove();
  }
  if (!runs.length) return null;
  const before = new Map<paper.Item, paper.Raster>();
  for (const run of runs) {
    before.set(run[0], picture(view, run));
    for (const item of run) item.visible = false;
  }
  return { key, before, hidden: runs.flat() };
}

/** Paper's drawing parameters (its Base class; not in its typings). */
type Drawable = { draw(ctx: CanvasRenderingContext2D, param: object): void };
const Base = (paper as unknown as { Base: new (fields: object) => object }).Base;

/** The run's items drawn as the view draws them, into a picture of the view's size placed over the view. */
function picture(view: paper.View, run: paper.Item[]): paper.Raster {
  const ratio = view.pixelRatio;
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(view.viewSize.width * ratio);
  canvas.height = Math.round(view.viewSize.height * ratio);
  const ctx = canvas.getContext('2d')!;
  // as the view draws its project (Paper's View#update and Project#draw): the pixel ratio, then the view's matrix
  ctx.scale(ratio, ratio);
  const matrix = view.matrix;
  matrix.applyToContext(ctx);
  const param = new Base({
    offset: new paper.Point(0, 0),
    pixelRatio: ratio,
    viewMatrix: matrix.isIdentity() ? null : matrix,
    matrices: [new paper.Matrix()],
    updateMatrix: false,
  });
  for (const item of run) (item as unknown as Drawable).draw(ctx, param);
  // `image`, not `source`: Paper's setSource makes an Image of its argument, and a canvas as an Image's src is a
  // broken picture (the still objects vanished while a drag lasted)
  const raster = new paper.Raster({ image: canvas, insert: false, smoothing: 'off' });
  // back through the view's matrix and the pixel ratio: each of its pixels on the view's own
  raster.matrix = matrix
    .inverted()
    .scale(1 / ratio)
    .translate(canvas.width / 2, canvas.height / 2);
  return raster;
}
