import { useRef } from 'react';
import { useOptions, useOptionsContext } from './context';
import { useTypedBeforeTakeover } from '../ui/whenReached';
import { ChoiceGroup } from '../shared/ChoiceGroup';
import { currentSize } from './model/payload';
import { isBlind, offersShapeChoice, visibleSizes } from './model/sections';
import { limitsInUnit, type LengthUnit } from '../../rules/size';
import { isInvalidLength, sizeAlertText, sizeMessage } from '../common/size';
import { saveUnitChoice } from './unitChoice';
import { needsSquareSize } from '../../rules/shape';

const unitChoices = [
  { value: 'cm', label: 'Centimetres (cm)' },
  { value: 'in', label: 'Inches (in)' },
];

/** Preset sizes and the custom width/height (or percentage width with its calculated height). */
export function SizeSection() {
  const { controller, prefix } = useOptionsContext();
  const s = useOptions((x) => x);
  const p = s.product;
  const sizes = visibleSizes(p.sizes, s.materialCanvas);
  const size = currentSize(s);
  const limits = p.customSize;
  const unit = s.unit;
  const shown = limits ? limitsInUnit(limits, unit) : undefined;
  const squareShape = offersShapeChoice(p) && needsSquareSize(s.shape);
  const section = useRef<HTMLDivElement>(null);
  // a size typed on the product page before the app took the options over counts (ProductPage.tsx)
  useTypedBeforeTakeover(section);
  return (
    <div className="size-section" ref={section}>
      {sizes.length > 0 && (
        <ChoiceGroup
          label="Sizes"
          testId="size-presets"
          value={s.sizeId !== undefined ? String(s.sizeId) : undefined}
          onChange={(v) => s.pickSize(Number(v))}
          items={sizes.map((x) => {
            const price =
              s.sizePrices[x.sizeid] ?? (x.formattedPrice ? { formattedPrice: x.formattedPrice, formattedOldPrice: x.formattedOldPrice } : undefined);
            return { value: String(x.sizeid), label: x.name, note: price?.formattedPrice, oldNote: price?.formattedOldPrice };
          })}
        />
      )}
      {limits && (
        <fieldset className={`custom-size${s.sizeId === undefined ? ' custom-size--active' : ''}`} data-testid="custom-size">
          <legend>{sizes.length > 0 ? 'Or your own size' : 'Your size'}</legend>
          <div className="custom-size__unit">
            <ChoiceGroup
              label="Unit of your size"
              testId="size-unit"
              value={unit}
              onChange={(v) => {
                s.setUnit(v as LengthUnit);
                saveUnitChoice(v as LengthUnit);
              }}
              items={unitChoices}
            />
          </div>
          <div className="custom-size__fields">
            <label className="field">
              <span className="field__label">Width ({unit})</span>
              <input
                className="field__input"
                inputMode="decimal"
                id={`${prefix}-width`}
                value={s.customWidth}
                placeholder={`${shown!.minWidth}–${shown!.maxWidth}`}
                onChange={(e) => controller.typeWidth(e.target.value)}
                onBlur={() => void controller.checkMaxSize()}
                aria-invalid={
                  isInvalidLength(s.customWidth) || size.alert === 'width-too-big' || size.alert === 'too-big' || size.alert === 'too-small' ? true : undefined
                }
              />
            </label>
            <span className="custom-size__times" aria-hidden="true">
              ×
            </span>
            {p.heightRatio ? (
              <div className="field">
                <span className="field__label" id={`${prefix}-calc-height-label`}>
                  Height ({unit})
                </span>
                <output className="field__input field__input--output" aria-labelledby={`${prefix}-calc-height-label`} data-testid="calculated-height">
                  {s.calculatedHeight > 0 ? s.calculatedHeight : '–'}
                </output>
              </div>
            ) : (
              <label className="field">
                <span className="field__label">Height ({unit})</span>
                <input
                  className="field__input"
                  inputMode="decimal"
                  value={s.customHeight}
                  placeholder={`${shown!.minHeight}–${shown!.maxHeight}`}
                  // a circle or a square: the height is the width (rules/shape.ts), kept so by the store
                  readOnly={squareShape}
                  aria-describedby={squareShape ? `${prefix}-square-hint` : undefined}
                  data-testid="custom-height"
                  onChange={(e) => controller.typeHeight(e.target.value)}
                  onBlur={() => void controller.checkMaxSize()}
                  aria-invalid={
                    isInvalidLength(s.customHeight) || size.alert === 'height-too-big' || size.alert === 'too-big' || size.alert === 'too-small'
                      ? true
                      : undefined
                  }
                />
              </label>
            )}
          </div>
          {p.heightRatio && <p className="hint">The height follows the design’s proportions.</p>}
          {squareShape && (
            <p className="hint" id={`${prefix}-square-hint`}>
              A {s.shape} is as wide as it is tall: the height follows the width.
            </p>
          )}
          {isBlind(p) && s.sizeId === undefined && (size.width === undefined || size.height === undefined) && (
            <p className="hint" data-testid="blind-hint">
              Enter both the width and the drop height to see the price.
            </p>
          )}
          {size.alert && (
            <p className="alert alert--danger" role="alert" data-testid={`size-alert-${size.alert}`}>
              {/* the server's check-max-size answer is in centimetres: in inches its template, filled in inches, shows */}
              {(unit === 'cm' && s.maxSizeMessage) || sizeAlertText(size.alert, limits!, unit)}
            </p>
          )}
          {!size.alert && size.upper && (
            <p className="alert alert--warning" role="status" data-testid="size-alert-upper">
              {sizeMessage(limits!, 'size-upper-warning', unit)}
            </p>
          )}
          {s.sizeNotice && (
            <p className="alert alert--info" role="status" data-testid="size-notice">
              {s.sizeNotice}
            </p>
          )}
          {s.maxSizeMessage && !size.alert && (
            <p className="alert alert--danger" role="alert" data-testid="max-size-message">
              {s.maxSizeMessage}
            </p>
          )}
        </fieldset>
      )}
      {s.freeShipping && <p className="hint">{s.freeShipping}</p>}
    </div>
  );
}
