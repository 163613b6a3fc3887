import { useState } from 'react';
import type { DesignDocument } from '../../../editor-engine';
import type { ProductDetail } from '../../../contract/catalog';
import { customPackAlert, roundPack } from '../../../rules/pack';
import { packAlertText } from '../../common/pack';
import { ChoiceGroup } from '../../shared/ChoiceGroup';
import type { Run } from './run';

// The pack of a pack-priced product (type 10): one of the catalogue's packs, or a number of its own (from the
// product's minimum, rounded up to a whole piece), with the shop's pack alerts before any request, as on its page.

export function PackSection({ run, doc, product }: { run: Run; doc: DesignDocument; product: ProductDetail }) {
  const pack = doc.product.pack;
  const listed = product.packs.some((p) => p.pack === pack);
  const [typed, setTyped] = useState(pack !== null && !listed ? String(pack) : '');
  const alert = customPackAlert(typed, product.minPack);
  const commit = (text: string) => {
    const value = roundPack(text);
    if (value !== undefined && !customPackAlert(text, product.minPack)) {
      setTyped(String(value));
      run('setPack', { pack: value });
    }
  };
  return (
    <div className="designer-form">
      <p className="field__label">Pack</p>
      <ChoiceGroup
        label="Packs"
        testId="designer-packs"
        value={listed ? String(pack) : undefined}
        onChange={(v) => {
          setTyped('');
          run('setPack', { pack: Number(v) });
        }}
        items={product.packs.map((p) => ({ value: String(p.pack), label: `Pack of ${p.pack}`, note: p.formattedPrice }))}
      />
      <label className="field">
        <span className="field__label">Or your own number of pieces{product.minPack ? ` (from ${product.minPack})` : ''}</span>
        <input
          className="field__input"
          inputMode="numeric"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          onBlur={(e) => commit(e.target.value)}
          onKeyDown={(e) => e.key === 'Enter' && commit(e.currentTarget.value)}
          aria-invalid={alert ? true : undefined}
          data-testid="designer-custom-pack"
        />
      </label>
      {alert && (
        <p className="alert alert--danger" role="alert" data-testid={`designer-pack-alert-${alert}`}>
          {packAlertText(product, alert)}
        </p>
      )}
    </div>
  );
}
