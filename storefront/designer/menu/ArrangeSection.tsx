import {
  actions,
  ADJUST_FIELDS,
  ADJUST_MAX,
  ADJUST_MIN,
  adjustOf,
  OPACITY_MAX,
  OPACITY_MIN,
  opacityOf,
  type AdjustField,
  type DesignerSession,
} from '../../../editor-engine';
import { useSnapshot } from '../useSession';
import type { Run } from './run';
import { Slider } from './Slider';

// The selected objects' look (issue 29): flipped left to right or top to bottom, see-through, and one picture's
// brightness, contrast and saturation. The buttons and sliders run the engine's actions (a slider drag is one undo
// step, endLook closes it when the slider is let go); the canvas, the export and the print draw the result alike.

const ADJUST_LABELS: Record<AdjustField, string> = { brightness: 'Brightness', contrast: 'Contrast', saturation: 'Saturation' };
const signed = (v: number) => `${v > 0 ? '+' : ''}${v}`;

export function ArrangeSection({ run, session }: { run: Run; session: DesignerSession }) {
  const { doc, session: state } = useSnapshot(session);
  const objects = state.selection.map((id) => doc.objects[id]).filter((o) => o !== undefined);
  if (objects.length === 0) return null;
  const first = objects[0];
  const opacity = Math.round(opacityOf(first) * 100);
  const picture = objects.length === 1 && first.kind === 'image' ? first : undefined;
  const end = () => run('endLook');
  const flipped = (axis: 'flipX' | 'flipY') => objects.every((o) => o[axis] === true);
  return (
    <div className="designer-form" data-testid="designer-arrange">
      <p className="hint">{session.describe(state.selection).replace(/^./, (c) => c.toUpperCase())}</p>
      <div className="designer-arrange__flips">
        <button
          type="button"
          className="button button--secondary"
          aria-pressed={flipped('flipX')}
          aria-keyshortcuts="Shift+H"
          onClick={() => run('flipHorizontal')}
          data-testid="designer-flip-horizontal"
        >
          ⇋ {actions.flipHorizontal.label}
        </button>
        <button
          type="button"
          className="button button--secondary"
          aria-pressed={flipped('flipY')}
          aria-keyshortcuts="Shift+V"
          onClick={() => run('flipVertical')}
          data-testid="designer-flip-vertical"
        >
          ⇵ {actions.flipVertical.label}
        </button>
      </div>
      <Slider
        label={actions.setOpacity.label}
        shown={`${opacity} %`}
        spoken={`${opacity} percent`}
        range={[OPACITY_MIN * 100, OPACITY_MAX * 100, 1]}
        value={opacity}
        onChange={(v) => run('setOpacity', { opacity: v / 100 })}
        onRelease={end}
        testId="designer-opacity"
      />
      {picture &&
        ADJUST_FIELDS.map((field) => {
          const value = adjustOf(picture)[field];
          return (
            <Slider
              key={field}
              label={ADJUST_LABELS[field]}
              shown={signed(value)}
              spoken={signed(value)}
              range={[ADJUST_MIN, ADJUST_MAX, 1]}
              value={value}
              onChange={(v) => run('adjustImage', { field, value: v })}
              onRelease={end}
              testId={`designer-adjust-${field}`}
            />
          );
        })}
    </div>
  );
}
