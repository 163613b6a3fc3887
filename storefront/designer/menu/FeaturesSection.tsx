import type { DesignDocument } from '../../../editor-engine';
import type { ProductDetail } from '../../../contract/catalog';
import { ChoiceGroup } from '../../shared/ChoiceGroup';
import { InfoModal, type InfoType } from './InfoModal';
import type { DesignerPageData } from '../../data/designerPage';
import type { Run } from './run';

// The features section: a blind's fabric, mechanism and drop (the cart asks for all three), and the panels of a
// composition product. The document keeps the ids as text, as the page data gives them.

type Field = 'tissue' | 'mechanism' | 'drop' | 'composition';
const LISTS: { field: Field; label: string; info?: InfoType; list: (p: ProductDetail) => readonly { id: number; name: string }[] }[] = [
  { field: 'tissue', label: 'Fabric', info: 'tissues', list: (p) => p.tissues },
  { field: 'mechanism', label: 'Mechanism', info: 'mechanisms', list: (p) => p.mechanisms },
  { field: 'drop', label: 'Drop', info: 'fabric-drops', list: (p) => p.drops },
  { field: 'composition', label: 'Panels', list: (p) => p.compositions },
];

/** Whether a product has anything for this section. */
export const hasFeatures = (p: ProductDetail): boolean => LISTS.some((l) => l.list(p).length > 0);

export function FeaturesSection({ run, doc, product, data }: { run: Run; doc: DesignDocument; product: ProductDetail; data: DesignerPageData }) {
  return (
    <div className="designer-form">
      {LISTS.filter((l) => l.list(product).length > 0).map(({ field, label, info, list }) => (
        <div key={field} className="designer-feature">
          <p className="field__label">{label}</p>
          {info && (
            <InfoModal type={info} label={`About the ${label.toLowerCase()}s`} productId={product.id} data={data}>
              {field === 'tissue' && (
                <ul className="designer-swatches">
                  {product.tissues.map((t) => (
                    <li key={t.id}>
                      <span className="choice-chip__swatch" style={{ background: t.hex }} aria-hidden="true" />
                      {t.name}
                    </li>
                  ))}
                </ul>
              )}
            </InfoModal>
          )}
          <ChoiceGroup
            label={label}
            testId={`designer-${field}`}
            value={doc.product[field] ?? undefined}
            onChange={(v) => run('setFeatures', { [field]: v, name: list(product).find((x) => String(x.id) === v)?.name })}
            items={list(product).map((x) => ({ value: String(x.id), label: x.name }))}
          />
        </div>
      ))}
    </div>
  );
}
