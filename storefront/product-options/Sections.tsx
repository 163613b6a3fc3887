import type { ReactNode } from 'react';
import { ChoiceGroup } from '../shared/ChoiceGroup';
import { useOptions, useOptionsContext } from './context';
import { effectFilter } from '../common/preview';
import { pictureAttributes } from '../../contract/pictures';
import { customPackAlert } from '../../rules/pack';
import { packAlertText } from '../common/pack';
import { canRoundCorners, needsSquareSize, SHAPE_KINDS, type ShapeKind } from '../../rules/shape';
import { SHAPE_LABELS } from './model/summary';

export function FormatSection() {
  const s = useOptions((x) => x);
  return (
    <ChoiceGroup
      label="Rug formats"
      testId="format-choices"
      value={s.format}
      onChange={(v) => s.setFormat(v)}
      items={s.product.rugFormats.map((f) => ({ value: f.id, label: f.name, note: f.formattedPrice }))}
    />
  );
}

export function PackSection() {
  const { prefix } = useOptionsContext();
  const s = useOptions((x) => x);
  const min = s.product.minPack;
  const alert = customPackAlert(s.customPack, min);
  return (
    <>
      <ChoiceGroup
        label="Packs"
        testId="pack-choices"
        value={s.pack !== undefined ? String(s.pack) : undefined}
        onChange={(v) => s.setPack(Number(v))}
        items={s.product.packs.map((k) => {
          const price = s.packPrices[k.pack] ?? k;
          return { value: String(k.pack), label: `Pack of ${k.pack}`, note: price.formattedPrice, oldNote: price.formattedOldPrice };
        })}
      />
      <label className="field field--inline" htmlFor={`${prefix}-custom-pack`}>
        <span className="field__label">Or your own pack size{min ? ` (at least ${min})` : ''}</span>
        <input
          id={`${prefix}-custom-pack`}
          className="field__input field__input--short"
          inputMode="decimal"
          value={s.customPack}
          onChange={(e) => s.typeCustomPack(e.target.value)}
          aria-invalid={alert ? true : undefined}
          aria-describedby={alert ? `${prefix}-pack-alert` : undefined}
        />
      </label>
      {alert && (
        <p className="alert alert--danger" role="alert" id={`${prefix}-pack-alert`} data-testid={`pack-alert-${alert}`}>
          {packAlertText(s.product, alert)}
        </p>
      )}
      <p className="hint">Custom packs are rounded up to a whole number of pieces.</p>
    </>
  );
}

export function MaterialSection() {
  const s = useOptions((x) => x);
  const p = s.product;
  return (
    <>
      {p.canvasMaterials.length > 0 && (
        <ChoiceGroup
          label="Canvas materials"
          testId="material-choices"
          value={s.materialCanvas}
          onChange={(v) => s.setMaterialCanvas(v)}
          items={p.canvasMaterials.map((m) => ({ value: m.id, label: m.name }))}
        />
      )}
      {p.compositions.length > 0 && (
        <ChoiceGroup
          label="Panels"
          testId="composition-choices"
          value={s.composition !== undefined ? String(s.composition) : undefined}
          onChange={(v) => s.setComposition(Number(v))}
          items={p.compositions.map((c) => ({ value: String(c.id), label: c.name }))}
        />
      )}
    </>
  );
}

/** Colour swatches with the chosen colour's name under them (the print's colours and the garment's). */
function SwatchChoices(p: {
  label: string;
  testId: string;
  colours: ReadonlyArray<{ id: number; name: string; hex: string }>;
  value: number | undefined;
  onChange: (id: number) => void;
  hint?: (name: string) => ReactNode;
}) {
  const chosen = p.colours.find((c) => c.id === p.value);
  return (
    <>
      <ChoiceGroup
        label={p.label}
        swatches
        testId={p.testId}
        value={p.value !== undefined ? String(p.value) : undefined}
        onChange={(v) => p.onChange(Number(v))}
        items={p.colours.map((c) => ({ value: String(c.id), label: c.name, hex: c.hex }))}
      />
      {chosen && (p.hint ? p.hint(chosen.name) : <p className="hint">{chosen.name}</p>)}
    </>
  );
}

export function ColourSection() {
  const s = useOptions((x) => x);
  const forced = s.product.colours.find((c) => c.id === s.color)?.forcesNormalOrientation;
  return (
    <SwatchChoices
      label="Colours"
      testId="color-choices"
      colours={s.product.colours}
      value={s.color}
      onChange={s.setColor}
      hint={(name) => (
        <p className="hint" data-testid="color-chosen">
          {name}
          {forced && ' (printed the right way round only)'}
        </p>
      )}
    />
  );
}

export function OrientationSection() {
  const s = useOptions((x) => x);
  return (
    <ChoiceGroup
      label="Orientation"
      testId="orientation-choices"
      value={s.orientation}
      onChange={(v) => s.setOrientation(v as 'normal' | 'reversed')}
      items={[
        { value: 'normal', label: 'Normal' },
        { value: 'reversed', label: 'Mirrored' },
      ]}
    />
  );
}

export function MaterialColourSection() {
  const s = useOptions((x) => x);
  return (
    <SwatchChoices label="Garment colours" testId="material-color-choices" colours={s.materialColors} value={s.materialColor} onChange={s.setMaterialColor} />
  );
}

/** The designer's shapes (SPEC.md section 4), for a shaped product ordered with its picture from its page. */
export function ShapeSection() {
  const s = useOptions((x) => x);
  return (
    <>
      <ChoiceGroup
        label="Shapes"
        testId="shape-choices"
        value={s.shape}
        onChange={(v) => s.setShape(v as ShapeKind)}
        items={SHAPE_KINDS.map((k) => ({ value: k, label: SHAPE_LABELS[k] }))}
      />
      {canRoundCorners(s.shape) && (
        <ChoiceGroup
          label="Corners"
          testId="corner-choices"
          value={s.roundedCorners ? 'rounded' : 'straight'}
          onChange={(v) => s.setRoundedCorners(v === 'rounded')}
          items={[
            { value: 'straight', label: 'Straight corners' },
            { value: 'rounded', label: 'Rounded corners' },
          ]}
        />
      )}
      <p className="hint" data-testid="shape-hint">
        {needsSquareSize(s.shape)
          ? `A ${s.shape} is as wide as it is tall: its height follows the width you choose.`
          : s.shape === 'original'
            ? 'Cut around your picture as a rectangle of the size you choose.'
            : 'Cut to the width and height you choose.'}
      </p>
    </>
  );
}

export function EffectSection() {
  const s = useOptions((x) => x);
  const img = s.previewImage ?? s.product.image;
  const filter = effectFilter(s.previewImage);
  const name = s.product.effects.find((e) => e.id === s.effect)?.name;
  return (
    <>
      <ChoiceGroup
        label="Effects"
        testId="effect-choices"
        value={s.effect}
        onChange={(v) => s.setEffect(v as 'original' | 'sepia' | 'grayscale')}
        items={s.product.effects.map((e) => ({ value: e.id, label: e.name }))}
      />
      <figure className="effect-preview">
        <img
          {...pictureAttributes(img, 'preview')}
          alt={`${s.product.name}${name ? `, ${name.toLowerCase()} effect` : ''}`}
          style={filter ? { filter } : undefined}
          data-testid="effect-preview"
          data-filter={filter ?? 'none'}
        />
      </figure>
    </>
  );
}

type BlindField = 'tissue' | 'mechanism' | 'drop' | 'chainPosition' | 'supportColor';
const blindLists = { tissue: 'tissues', mechanism: 'mechanisms', drop: 'drops', chainPosition: 'chainPositions', supportColor: 'supportColors' } as const;
const blindLabels: Record<BlindField, string> = {
  tissue: 'Fabrics',
  mechanism: 'Mechanisms',
  drop: 'Drops',
  chainPosition: 'Chain positions',
  supportColor: 'Bracket colours',
};

export function BlindSection({ field }: { field: BlindField }) {
  const s = useOptions((x) => x);
  const list = s.product[blindLists[field]] as Array<{ id: number; name: string; hex?: string }>;
  const value = s[field];
  return (
    <ChoiceGroup
      label={blindLabels[field]}
      testId={`${field}-choices`}
      value={value !== undefined ? String(value) : undefined}
      onChange={(v) => s.setBlind(field, Number(v))}
      items={list.map((x) => ({ value: String(x.id), label: x.name, hex: x.hex }))}
    />
  );
}
