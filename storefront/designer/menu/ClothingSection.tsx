import type { DesignDocument } from '../../../editor-engine';
import type { ProductDetail } from '../../../contract/catalog';
import type { Response } from '../../../contract';
import type { DesignerPageData } from '../../data/designerPage';
import { ChoiceGroup } from '../../shared/ChoiceGroup';
import { LoadingModal } from './LoadingModal';
import type { Run } from './run';

// Clothing (type 9): the model and its size in the measure section, with the clothing size information modal
// (render-clothing-sizes: the sizes with their surcharges and the size guide); the fabric colours the chosen model is
// made in, in the material section. A new model clears the size and a colour it is not made in.

type Sizes = Response<'renderClothingSizes'>['view'];

export const modelOf = (doc: DesignDocument, product: ProductDetail) => product.clothingModels.find((m) => String(m.id) === doc.product.model);

export function ClothingModelSection({ run, doc, product, data }: { run: Run; doc: DesignDocument; product: ProductDetail; data: DesignerPageData }) {
  const model = modelOf(doc, product);
  return (
    <div className="designer-form">
      {product.printArea && (
        // what the print file is made at (the catalogue's printArea), the same on every model and size
        <p className="field__hint" data-testid="designer-print-area">
          Your design prints on an area of {product.printArea.width} x {product.printArea.height} cm on the front.
        </p>
      )}
      <p className="field__label">Model</p>
      <ChoiceGroup
        label="Model"
        testId="designer-models"
        value={doc.product.model ?? undefined}
        onChange={(v) => {
          const next = product.clothingModels.find((m) => String(m.id) === v);
          if (!next) return;
          const colour = doc.product.material;
          run('setClothing', { model: v, name: next.name, keepMaterial: colour !== null && next.materialColors.map(String).includes(colour) });
        }}
        items={product.clothingModels.map((m) => ({ value: String(m.id), label: `${m.name} (${m.gender})`, note: m.formattedSurcharge }))}
      />
      {model && (
        <>
          <p className="field__label">Size</p>
          <ChoiceGroup
            label="Size"
            testId="designer-model-sizes"
            value={doc.product.modelSize ?? undefined}
            onChange={(v) => run('setClothing', { modelSize: v, name: `Size ${v}` })}
            items={model.sizes.map((s) => ({ value: s, label: s }))}
          />
          <SizeGuide productId={product.id} modelId={model.id} modelName={model.name} data={data} />
        </>
      )}
    </div>
  );
}

export function FabricColourSection({ run, doc, product }: { run: Run; doc: DesignDocument; product: ProductDetail }) {
  const model = modelOf(doc, product);
  if (!model) return <p className="field__hint">Choose a model first: each is made in its own colours.</p>;
  const colours = product.materialColors.filter((c) => model.materialColors.includes(c.id));
  return (
    <ChoiceGroup
      label="Fabric colour"
      testId="designer-fabric-colours"
      value={doc.product.material ?? undefined}
      onChange={(v) => run('setClothing', { material: v, name: colours.find((c) => String(c.id) === v)?.name })}
      items={colours.map((c) => ({ value: String(c.id), label: c.name, hex: c.hex }))}
    />
  );
}

/** The clothing size information modal, asked again at each opening (the model may have changed). */
function SizeGuide({ productId, modelId, modelName, data }: { productId: number; modelId: number; modelName: string; data: DesignerPageData }) {
  return (
    <LoadingModal
      label="Size guide"
      openerTestId="designer-size-guide"
      testId="size-guide-modal"
      title={() => `Sizes of the ${modelName}`}
      load={async (): Promise<Sizes> => (await data.clothingSizes({ productId, modelId })).view}
      loadingText="Loading the sizes…"
      failedText="The sizes could not be loaded. Please try again."
      render={(view) => (
        <>
          <ul className="designer-size-list">
            {view.sizes.map((s) => (
              <li key={s.size}>
                {s.size}
                {s.formattedSurcharge ? ` (${s.formattedSurcharge})` : ''}
              </li>
            ))}
          </ul>
          {view.guide && (
            <table className="designer-size-guide">
              <thead>
                <tr>
                  {view.guide.headers.map((h) => (
                    <th key={h} scope="col">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {view.guide.rows.map((r) => (
                  <tr key={r.join('|')}>
                    {r.map((c, i) => (
                      <td key={i}>{c}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    />
  );
}
