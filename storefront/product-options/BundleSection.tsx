import { ChoiceGroup } from '../shared/ChoiceGroup';
import { useOptions } from './context';
import { entryColours, entrySizes, MAX_BUNDLE_EXTRA, modelChoices, surchargeNote, type BundleEntry } from './model/extras';
import type { ClothingGender, ModelSize } from './model/state';

// T-shirt bundles (SPEC.md section 3, multiProducts): more shirts of the same design, each with its own cut, model,
// size and fabric colour. The panel's own choice is shirt 1. A chunk of its own, loaded when the section opens.

const genderLabels: Record<ClothingGender, string> = { men: 'Men', women: 'Women', kids: 'Kids' };

export function BundleSection() {
  const s = useOptions((x) => x);
  const total = s.bundle.length + 1;
  const shirt1 = [s.models.find((m) => m.id === s.model)?.name, s.modelSize, s.materialColors.find((c) => c.id === s.materialColor)?.name]
    .filter(Boolean)
    .join(', ');
  return (
    <div className="bundle" data-testid="bundle">
      <p className="hint">Order this design on several shirts at once. Shirt 1 is the one chosen above{shirt1 ? ` (${shirt1})` : ''}.</p>
      {s.bundle.map((entry, i) => (
        <BundleShirt key={entry.key} entry={entry} number={i + 2} />
      ))}
      <button
        type="button"
        className="button button--secondary bundle__add"
        onClick={() => s.addBundleEntry()}
        disabled={s.bundle.length >= MAX_BUNDLE_EXTRA}
        data-testid="bundle-add"
      >
        Add another shirt
      </button>
      {s.bundle.length > 0 && (
        <p className="hint" data-testid="bundle-count" aria-live="polite">
          {total} shirts: the price below is for all of them.
        </p>
      )}
    </div>
  );
}

function BundleShirt({ entry, number }: { entry: BundleEntry; number: number }) {
  const s = useOptions((x) => x);
  const p = s.product;
  const name = `Shirt ${number}`;
  return (
    <section className="bundle__shirt" aria-label={name} data-testid={`bundle-shirt-${number}`}>
      <div className="bundle__head">
        <h4 className="subheading">{name}</h4>
        <button
          type="button"
          className="link-button"
          onClick={() => s.removeBundleEntry(entry.key)}
          aria-label={`Remove shirt ${number}`}
          data-testid={`bundle-remove-${number}`}
        >
          Remove
        </button>
      </div>
      {p.clothingGenders.length > 1 && (
        <ChoiceGroup
          label={`${name} cut`}
          testId={`bundle-gender-${number}`}
          value={entry.gender}
          onChange={(v) => s.setBundleGender(entry.key, v as ClothingGender)}
          items={p.clothingGenders.map((g) => ({ value: g, label: genderLabels[g] }))}
        />
      )}
      <ChoiceGroup
        label={`${name} model`}
        testId={`bundle-model-${number}`}
        value={entry.model !== undefined ? String(entry.model) : undefined}
        onChange={(v) => s.setBundleModel(entry.key, Number(v))}
        items={modelChoices(p.clothingModels, entry.gender)}
      />
      <ChoiceGroup
        label={`${name} size`}
        testId={`bundle-size-${number}`}
        value={entry.modelSize}
        onChange={(v) => s.setBundleSize(entry.key, v)}
        items={entrySizes(p, entry.model).map((size) => ({ value: size, label: size, note: sizeNote(s.modelSizesByModel, entry.model, size) }))}
      />
      <ChoiceGroup
        label={`${name} fabric colour`}
        swatches
        testId={`bundle-colour-${number}`}
        value={entry.materialColor !== undefined ? String(entry.materialColor) : undefined}
        onChange={(v) => s.setBundleColour(entry.key, Number(v))}
        items={entryColours(p, entry.model).map((c) => ({ value: String(c.id), label: c.name, hex: c.hex }))}
      />
    </section>
  );
}

/** The size's surcharge as load-model-sizes-and-colors answered it ("+€2"), the way the panel's own sizes show it. */
function sizeNote(byModel: Record<number, ModelSize[]>, model: number | undefined, size: string): string | undefined {
  return surchargeNote(model === undefined ? undefined : byModel[model]?.find((m) => m.size === size));
}
