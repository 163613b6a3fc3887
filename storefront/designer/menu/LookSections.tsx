import { canRoundCorners, shapeFitsSize } from '../../../rules/shape';
import type { ChooseSizeArgs, DesignDocument, Effect, ShapeKind } from '../../../editor-engine';
import { EFFECTS, SHAPE_KINDS } from '../../../editor-engine';
import { ChoiceGroup } from '../../shared/ChoiceGroup';
import type { Run } from './run';

// The shape (types 6 and 8) and effect sections: radio groups over the engine's lists, each choice one undo step.

const SHAPE_NAMES: Record<ShapeKind, string> = { original: 'As designed', circle: 'Circle', square: 'Square', rectangle: 'Rectangle' };
const EFFECT_NAMES: Record<Effect, string> = { original: 'Original colours', sepia: 'Sepia', grayscale: 'Black and white' };

function Choices<T extends string>(p: { label: string; items: readonly T[]; names: Record<T, string>; value: T; onPick: (v: T) => void; testId: string }) {
  return (
    <ChoiceGroup
      label={p.label}
      testId={p.testId}
      value={p.value}
      onChange={(v) => p.onPick(v as T)}
      items={p.items.map((v) => ({ value: v, label: p.names[v] }))}
    />
  );
}

/**
 * `madeIn`: the sizes the product is made in, when only those (a rug's formats, menu/madeIn.ts). A shape none of them
 * fits is not offered; a circle or a square picked at a size that is not square takes a square one (the action).
 */
export function ShapeSection({ run, doc, madeIn }: { run: Run; doc: DesignDocument; madeIn?: readonly ChooseSizeArgs[] }) {
  const roundable = canRoundCorners(doc.shape.kind);
  const kinds = madeIn ? SHAPE_KINDS.filter((k) => k === doc.shape.kind || madeIn.some((x) => shapeFitsSize(k, x.width, x.height))) : SHAPE_KINDS;
  return (
    <>
      <Choices
        label="Shapes"
        items={kinds}
        names={SHAPE_NAMES}
        value={doc.shape.kind}
        onPick={(kind) => run('setShape', { kind, rounded: doc.shape.rounded, ...(madeIn ? { madeIn } : {}) })}
        testId="designer-shapes"
      />
      {roundable && (
        <label className="checkbox-line">
          <input type="checkbox" checked={doc.shape.rounded} onChange={(e) => run('setShape', { kind: doc.shape.kind, rounded: e.target.checked })} /> Rounded
          corners
        </label>
      )}
    </>
  );
}

export function EffectSection({ run, doc }: { run: Run; doc: DesignDocument }) {
  return (
    <Choices
      label="Effects"
      items={EFFECTS}
      names={EFFECT_NAMES}
      value={doc.effect}
      onPick={(effect) => run('setEffect', { effect })}
      testId="designer-effects"
    />
  );
}
