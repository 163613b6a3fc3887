import { Checkbox, Switch } from 'radix-ui';
import { GrowingTextarea } from '../ui/GrowingTextarea';
import { ChoiceGroup } from '../shared/ChoiceGroup';
import { useOptions, useOptionsContext } from './context';
import { upSellingPricePayload } from './model/payload';
import { renderTextPayload, svgDataUrl, textColours, textFonts, UP_SELL_TEXT_MAX, upSellPending } from './model/extras';

// Up-selling personalised text (SPEC.md section 3, upSellingProducts): an optional lettering added with the item,
// previewed through render-text (500 ms after the last change). The SVG is shown as an image (data URL), never as markup.

export function UpSellSection() {
  const { prefix } = useOptionsContext();
  const u = useOptions((x) => x.upSell);
  const set = useOptions((x) => x.setUpSell);
  const setFont = useOptions((x) => x.setUpSellFont);
  return (
    <div className="up-sell" data-testid="up-sell">
      <div className="checkbox-row">
        <Checkbox.Root id={`${prefix}-up-sell`} className="checkbox" checked={u.on} onCheckedChange={(c) => set({ on: c === true })} data-testid="up-sell-on">
          <Checkbox.Indicator className="checkbox__tick">✓</Checkbox.Indicator>
        </Checkbox.Root>
        <label htmlFor={`${prefix}-up-sell`}>Add a personalised text (vinyl lettering) with this item</label>
      </div>
      {u.on && (
        <>
          <label className="field">
            <span className="field__label">Text</span>
            <GrowingTextarea
              className="field__input field__textarea"
              value={u.text}
              onChange={(v) => set({ text: v })}
              maxLength={UP_SELL_TEXT_MAX}
              data-testid="up-sell-text"
            />
          </label>
          <h4 className="subheading">Font</h4>
          <ChoiceGroup
            label="Font"
            testId="up-sell-font"
            value={u.font}
            onChange={(v) => setFont(v)}
            items={textFonts.map((f) => ({ value: f.family, label: f.family }))}
          />
          <h4 className="subheading">Colour</h4>
          <ChoiceGroup
            label="Text colour"
            swatches
            testId="up-sell-colour"
            value={u.color}
            onChange={(v) => set({ color: v })}
            items={textColours.map((c) => ({ value: c.hex, label: c.name, hex: c.hex }))}
          />
          <div className="toggle-row">
            <Toggle id={`${prefix}-rtl`} label="Right to left" checked={u.rightToLeft} onChange={(v) => set({ rightToLeft: v })} testId="up-sell-rtl" />
            <Toggle id={`${prefix}-mirrored`} label="Mirrored" checked={u.mirrored} onChange={(v) => set({ mirrored: v })} testId="up-sell-mirrored" />
          </div>
          <TextPreview />
          <LetteringPrice />
        </>
      )}
    </div>
  );
}

/** The lettering's price as calculate-custom-price answered it (the cart charges the same); the footer shows the total. */
function LetteringPrice() {
  const s = useOptions((x) => x);
  const price = s.price;
  if (!upSellingPricePayload(s)) return null;
  return (
    <p className="hint up-sell__price" data-testid="up-sell-price" aria-live="polite">
      {price?.formattedUpSellingPrice ? (
        <>
          Personalised text: <strong>{price.formattedUpSellingPrice}</strong>, included in the price below.
        </>
      ) : (
        'Calculating the price of the personalised text…'
      )}
    </p>
  );
}

function Toggle({ id, label, checked, onChange, testId }: { id: string; label: string; checked: boolean; onChange: (v: boolean) => void; testId: string }) {
  return (
    <div className="toggle">
      <Switch.Root id={id} className="switch" checked={checked} onCheckedChange={onChange} data-testid={testId}>
        <Switch.Thumb className="switch__thumb" />
      </Switch.Root>
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

function TextPreview() {
  const u = useOptions((x) => x.upSell);
  const payload = renderTextPayload(u);
  const pending = upSellPending(u);
  if (!payload) return <p className="hint">Write your text to see a preview.</p>;
  return (
    <figure className="up-sell__preview" data-testid="up-sell-preview" aria-busy={(pending && !u.error) || undefined}>
      {u.svg && (
        <img
          src={svgDataUrl(u.svg)}
          alt={`Preview of your text: ${payload.text}`}
          className={u.mirrored ? 'up-sell__img up-sell__img--mirrored' : 'up-sell__img'}
          data-testid="up-sell-preview-img"
          data-current={pending ? 'false' : 'true'}
        />
      )}
      <figcaption className="hint" role="status">
        {u.error ? (
          <span className="alert alert--danger">{u.error}</span>
        ) : pending ? (
          'Updating the preview…'
        ) : (
          `${payload.font}${u.mirrored ? ', mirrored' : ''}`
        )}
      </figcaption>
    </figure>
  );
}
