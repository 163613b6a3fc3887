import { canRoundCorners } from '../../../rules/shape';
import type { DesignDocument, Effect, ShapeKind } from '../../../editor-engine';
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

export function ShapeSection({ run, doc }: { run: Run; doc: DesignDocument }) {
  const roundable = canRoundCorners(doc.shape.kind);
  return (
    <>
      <Choices
        label="Shapes"
        items={SHAPE_KINDS}
        names={SHAPE_NAMES}
        value={doc.shape.kind}
        onPick={(kind) => run('setShape', { kind, rounded: doc.shape.rounded })}
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
