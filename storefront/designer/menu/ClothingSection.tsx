import { useId, useRef, useState } from 'react';
import type { DesignDocument } from '../../../editor-engine';
import type { ProductDetail } from '../../../contract/catalog';
import type { Response } from '../../../contract';
import type { DesignerPageData } from '../../data/designerPage';
import { Choices } from './Choices';
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
      <Choices
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
          <Choices
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
    <Choices
      label="Fabric colour"
      testId="designer-fabric-colours"
      value={doc.product.material ?? undefined}
      onChange={(v) => run('setClothing', { material: v, name: colours.find((c) => String(c.id) === v)?.name })}
      items={colours.map((c) => ({ value: String(c.id), label: c.name, swatch: c.hex }))}
    />
  );
}

/** The clothing size information modal: a native dialog (focus trapped, given back to its button). */
function SizeGuide({ productId, modelId, modelName, data }: { productId: number; modelId: number; modelName: string; data: DesignerPageData }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [state, setState] = useState<{ status: 'idle' | 'loading' | 'error' } | { status: 'ready'; view: Sizes }>({ status: 'idle' });
  const open = async () => {
    dialog.current?.showModal();
    setState({ status: 'loading' });
    try {
      setState({ status: 'ready', view: (await data.clothingSizes({ productId, modelId })).view });
    } catch {
      setState({ status: 'error' });
    }
  };
  return (
    <>
      <button type="button" className="button button--secondary" aria-haspopup="dialog" onClick={() => void open()} data-testid="designer-size-guide">
        Size guide
      </button>
      <dialog ref={dialog} className="font-modal" aria-labelledby={titleId} data-testid="size-guide-modal">
        <h2 id={titleId}>Sizes of the {modelName}</h2>
        {state.status === 'loading' && <p role="status">Loading the sizes…</p>}
        {state.status === 'error' && <p role="alert">The sizes could not be loaded. Please try again.</p>}
        {state.status === 'ready' && (
          <>
            <ul className="designer-size-list">
              {state.view.sizes.map((s) => (
                <li key={s.size}>
                  {s.size}
                  {s.formattedSurcharge ? ` (${s.formattedSurcharge})` : ''}
                </li>
              ))}
            </ul>
            {state.view.guide && (
              <table className="designer-size-guide">
                <thead>
                  <tr>
                    {state.view.guide.headers.map((h) => (
                      <th key={h} scope="col">
                        {h}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {state.view.guide.rows.map((r) => (
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
        <div className="font-modal__actions">
          <button type="button" className="button button--primary" onClick={() => dialog.current?.close()}>
            Close
          </button>
        </div>
      </dialog>
    </>
  );
}
