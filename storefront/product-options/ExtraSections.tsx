import { Checkbox } from 'radix-ui';
import { useInFlight } from '../api/inflight';
import { GrowingTextarea } from '../ui/GrowingTextarea';
import { UPLOAD_ACCEPT } from '../../rules/upload';
import { QuantityStepper } from '../ui/QuantityStepper';
import { ChoiceGroup } from '../shared/ChoiceGroup';
import { PersonalisedPreview } from './PersonalisedPreview';
import { useOptions, useOptionsContext } from './context';
import { modelChoices, surchargeNote } from './model/extras';
import type { ClothingGender } from './model/state';

// Sections only some products have (clothing, personalisation, accessories, cross-selling): a separate chunk, loaded
// when such a section is first expanded, so that the product page's initial JavaScript stays small.

const genderLabels: Record<ClothingGender, string> = { men: 'Men', women: 'Women', kids: 'Kids' };
const clothingCalls = ['loadModelGenderOptions', 'loadModelSizesAndColors'] as const;

export function ModelSection() {
  const { controller } = useOptionsContext();
  const s = useOptions((x) => x);
  const reloading = useInFlight(clothingCalls);
  return (
    <div className="model-section" aria-busy={reloading || undefined}>
      <h4 className="subheading">Cut</h4>
      <ChoiceGroup
        label="Cut"
        testId="gender-choices"
        value={s.gender}
        onChange={(v) => void controller.changeGender(v as ClothingGender)}
        items={s.product.clothingGenders.map((g) => ({ value: g, label: genderLabels[g] }))}
      />
      <h4 className="subheading">Model</h4>
      <ChoiceGroup
        label="Models"
        testId="model-choices"
        value={s.model !== undefined ? String(s.model) : undefined}
        onChange={(v) => void controller.changeModel(Number(v))}
        items={modelChoices(s.models)}
      />
      <h4 className="subheading">Size</h4>
      <ChoiceGroup
        label="Garment sizes"
        testId="model-size-choices"
        value={s.modelSize}
        onChange={(v) => s.setModelSize(v)}
        items={s.modelSizes.map((m) => ({ value: m.size, label: m.size, note: surchargeNote(m) }))}
      />
    </div>
  );
}

export function CustomSection() {
  const { controller, prefix } = useOptionsContext();
  const s = useOptions((x) => x);
  const p = s.product;
  return (
    <div className="custom-section">
      {p.personalizedText && (
        <label className="field">
          <span className="field__label">Your text</span>
          <GrowingTextarea
            className="field__input field__textarea"
            value={s.personalizedText}
            onChange={(v) => s.setText(v)}
            maxLength={2000}
            data-testid="personalized-text"
          />
        </label>
      )}
      {p.personalizedImage && (
        <div className="image-source">
          <label className="field">
            <span className="field__label">Upload your image (up to 15 MB)</span>
            <input
              type="file"
              accept={UPLOAD_ACCEPT}
              className="field__file"
              disabled={s.uploading}
              data-testid="image-upload"
              onChange={(e) => {
                const files = [...(e.target.files ?? [])];
                e.target.value = '';
                if (files.length > 0) void controller.upload(files);
              }}
            />
          </label>
          {s.uploading && (
            <p className="hint" role="status">
              Uploading…
            </p>
          )}
          {s.uploadedImage && (
            <p className="hint" data-testid="uploaded-image">
              Uploaded: {s.uploadedImage.originalName}
            </p>
          )}
          <PersonalisedPreview />
          <div className="checkbox-row">
            <Checkbox.Root
              id={`${prefix}-web-image`}
              className="checkbox"
              checked={s.webImage}
              onCheckedChange={(c) => s.setWebImage(c === true)}
              data-testid="web-image"
            >
              <Checkbox.Indicator className="checkbox__tick">✓</Checkbox.Indicator>
            </Checkbox.Root>
            <label htmlFor={`${prefix}-web-image`}>Use an image from the web instead</label>
          </div>
          {s.webImage && (
            <label className="field">
              <span className="field__label">Image address</span>
              <input className="field__input" type="url" value={s.webImageUrl} onChange={(e) => s.setWebImageUrl(e.target.value)} />
            </label>
          )}
        </div>
      )}
    </div>
  );
}

export function ExtrasSection() {
  const s = useOptions((x) => x);
  return (
    <ul className="extras">
      {s.product.complements.map((c) => (
        <li key={c.id} className="extras__item">
          <span className="extras__name">
            {c.name} <span className="extras__price">{c.formattedFromPrice}</span>
          </span>
          <QuantityStepper
            min={0}
            value={s.complements[c.id] ?? 0}
            onChange={(q) => s.setComplement(c.id, q)}
            label={`${c.name} quantity`}
            testId={`complement-${c.id}`}
          />
        </li>
      ))}
    </ul>
  );
}

export function CrossSellingSection() {
  const { prefix } = useOptionsContext();
  const s = useOptions((x) => x);
  return (
    <ul className="extras">
      {s.product.crossSelling.map((c) => (
        <li key={c.id} className="checkbox-row">
          <Checkbox.Root
            id={`${prefix}-cross-${c.id}`}
            className="checkbox"
            checked={s.crossSelling[c.id] ?? false}
            onCheckedChange={(v) => s.setCrossSelling(c.id, v === true)}
          >
            <Checkbox.Indicator className="checkbox__tick">✓</Checkbox.Indicator>
          </Checkbox.Root>
          <label htmlFor={`${prefix}-cross-${c.id}`}>
            Add {c.name} <span className="extras__price">{c.formattedFromPrice}</span>
          </label>
        </li>
      ))}
    </ul>
  );
}
