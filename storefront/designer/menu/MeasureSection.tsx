import { useEffect, useRef, useState } from 'react';
import { isProportional, typedSize, type DesignDocument, type TypedSize } from '../../../editor-engine';
import type { ProductDetail } from '../../../contract/catalog';
import { isInvalidLength, parseLength, sizeAlertText, sizeMessage, typedSizeAlert } from '../../common/size';
import { rugFormatOf } from '../designPrice';
import { offersShapes } from '../../../editor-engine';
import { shapeFitsSize } from '../../../rules/shape';
import { formatChoice, sizeChoice } from './madeIn';
import { ChoiceGroup } from '../../shared/ChoiceGroup';
import type { Run } from './run';

// The measure section: the physical size. A product with a custom size takes width and height (kept proportional to
// the canvas unless the sizing rules say otherwise, so typing one fills the other), rounded as the product rounds
// them with a notice naming the corrected size (SPEC.md section 5: the size shown is the size ordered); one with
// catalogue sizes offers them, a vinyl rug its formats. Alerts use the shop's size texts and block the price, as on
// the product page.
//
// No field changes under the shopper's fingers (issue 26, item 6): the side that follows is filled in while the
// other is typed, before the shopper reaches it, and entering a field selects what it holds, so typing replaces it.
// A text that is not a size (0, -5, letters) stays in its field with the shop's alert once the field is left.

type Field = 'width' | 'height';
const FIELDS = ['width', 'height'] as const;

/** What a field shows for the document's side: the shopper's refused text stays while the side is empty. */
const shown = (text: string, value: number | null): string => (value === null && isInvalidLength(text) ? text : (value?.toString() ?? ''));

export function MeasureSection({ run, doc, product }: { run: Run; doc: DesignDocument; product: ProductDetail }) {
  const p = doc.product;
  const limits = product.customSize;
  const [typed, setTyped] = useState({ width: p.width?.toString() ?? '', height: p.height?.toString() ?? '' });
  // the document changes under the fields (undo, the other field filled in proportion): show what it holds
  useEffect(() => setTyped((t) => ({ width: shown(t.width, p.width), height: shown(t.height, p.height) })), [p.width, p.height]);
  // fields the shopper left (or confirmed with Enter): only then is a text that is not yet a size refused
  const [left, setLeft] = useState<Partial<Record<Field, boolean>>>({});
  const alert = limits
    ? typedSizeAlert(
        FIELDS.filter((f) => left[f]).map((f) => typed[f]),
        p.width ?? undefined,
        p.height ?? undefined,
        p.limits,
      )
    : undefined;
  // the field just entered, until the click that entered it is over
  const entered = useRef<Field>(undefined);
  // the last rounding, shown while the document still holds the size it gave
  const [rounded, setRounded] = useState<TypedSize>();
  const notice = rounded?.notice && rounded.size.width === p.width && rounded.size.height === p.height ? rounded : undefined;

  // a shaped product's circle or square is made at a square size alone (rules/shape.ts): the others are not offered
  const fitsShape = (s: { width: number; height: number }) => !offersShapes(p.typeCode) || shapeFitsSize(doc.shape.kind, s.width, s.height);
  if (!limits && product.rugFormats.length > 0) {
    // a vinyl rug is made in its formats (as its product page offers them): the format is its size
    const chosen = rugFormatOf(doc, product);
    const formats = product.rugFormats.filter(fitsShape);
    return (
      <>
        <ChoiceGroup
          label="Formats"
          testId="designer-rug-formats"
          value={chosen?.id}
          onChange={(v) => {
            const f = product.rugFormats.find((x) => x.id === v);
            if (f) run('chooseSize', formatChoice(f));
          }}
          items={formats.map((f) => ({ value: f.id, label: f.name, note: f.formattedPrice }))}
        />
        {formats.length < product.rugFormats.length && (
          <p className="field__hint" data-testid="designer-square-formats">
            A {doc.shape.kind} is made in a square format only. For the other formats, choose the Rectangle or As designed shape.
          </p>
        )}
      </>
    );
  }
  if (!limits) {
    // Catalogue sizes. A composition product lists the sizes of the chosen panels; a size with a device is named
    // by it (type 7's design is 1 x 1; square and round coasters share their dimensions).
    const panels = p.composition;
    const ofPanels = (s: ProductDetail['sizes'][number]) => !panels || s.compositionId === undefined || String(s.compositionId) === panels;
    const sizes = product.sizes.filter((s) => ofPanels(s) && fitsShape(s));
    const chosen = p.device ? product.sizes.find((s) => String(s.deviceid) === p.device) : sizes.find((s) => s.width === p.width && s.height === p.height);
    return (
      <ChoiceGroup
        label="Sizes"
        testId="designer-sizes"
        value={chosen ? String(chosen.sizeid) : undefined}
        onChange={(v) => {
          const s = product.sizes.find((x) => String(x.sizeid) === v);
          if (s) run('chooseSize', sizeChoice(s));
        }}
        items={sizes.map((s) => ({ value: String(s.sizeid), label: s.name, note: s.formattedPrice }))}
      />
    );
  }
  const rounding = { step: limits.step, roundTo5cm: limits.roundTo5cm };
  const context = { typeCode: p.typeCode, shape: doc.shape.kind, canvas: doc.canvas };
  const current = { width: p.width, height: p.height };
  const type = (field: Field, text: string) => {
    const value = parseLength(text);
    const other: Field = field === 'width' ? 'height' : 'width';
    // the side that follows is shown as it will be, while this one is typed (the same rule the action applies)
    const follows = value !== undefined && isProportional(p.typeCode, doc.shape.kind);
    const next = follows ? typedSize(context, current, { [field]: value }, rounding, p.unit).size[other] : undefined;
    setTyped((t) => ({ ...t, [field]: text, ...(follows ? { [other]: next?.toString() ?? '' } : {}) }));
  };
  const commit = (field: Field, text: string) => {
    setLeft((l) => ({ ...l, [field]: true }));
    const input = { [field]: parseLength(text) ?? null };
    // the same rule the action applies, for the visible notice beside the fields
    const next = typedSize(context, current, input, rounding, p.unit);
    if (next.size.width === p.width && next.size.height === p.height) return;
    setRounded(next);
    run('setSize', { ...input, rounding });
  };
  return (
    <div className="designer-measure">
      {FIELDS.map((field) => (
        <label key={field} className="field">
          <span className="field__label">
            {field === 'width' ? 'Width' : 'Height'} (cm),{' '}
            {field === 'width' ? `${limits.minWidth}–${limits.maxWidth}` : `${limits.minHeight}–${limits.maxHeight}`}
          </span>
          <input
            className="field__input"
            inputMode="decimal"
            value={typed[field]}
            onChange={(e) => type(field, e.target.value)}
            onFocus={(e) => {
              e.currentTarget.select();
              entered.current = field;
            }}
            // the click that entered the field would put the caret where it landed: it keeps the field selected
            onMouseUp={(e) => {
              if (entered.current === field) e.preventDefault();
              entered.current = undefined;
            }}
            onBlur={(e) => commit(field, e.target.value)}
            onKeyDown={(e) => {
              entered.current = undefined;
              if (e.key === 'Enter') commit(field, e.currentTarget.value);
            }}
            aria-invalid={alert ? true : undefined}
            aria-describedby={alert ? 'designer-size-alert' : undefined}
            data-testid={`designer-${field}`}
          />
        </label>
      ))}
      {notice?.notice && !alert && (
        <p className="alert alert--info" role="status" data-testid="designer-size-notice">
          {sizeMessage(limits, notice.notice, 'cm', { width: notice.size.width!, height: notice.size.height! })}
        </p>
      )}
      {alert && (
        <p className="alert alert--danger" role="alert" id="designer-size-alert" data-testid={`designer-size-alert-${alert}`}>
          {sizeAlertText(alert, limits, 'cm')}
        </p>
      )}
    </div>
  );
}
