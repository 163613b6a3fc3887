import type { ReactNode } from 'react';
import './linesTable.css';

// The lines table of the checkout and the order page: each line's title and description, its quantity, its unit price
// (checkout only) and its total, every figure as the server formatted it.

export interface TableLine {
  id: string | number;
  title: string;
  description?: string | null;
  quantity: number;
  unitPrice?: string;
  total: string;
  /** A picture before the title (the order page's). */
  picture?: ReactNode;
}

export function LinesTable({
  lines,
  unitPrices = false,
  testId,
  rowTestId,
}: {
  lines: TableLine[];
  /** Shows the unit price column. */
  unitPrices?: boolean;
  testId?: string;
  /** A row's test id; its cells take `<rowTestId>-quantity`, `-unit-price` and `-total`. */
  rowTestId: string;
}) {
  return (
    <table className="checkout-items" data-testid={testId}>
      <thead>
        <tr>
          <th scope="col">Item</th>
          <th scope="col" className="num">
            Quantity
          </th>
          {unitPrices && (
            <th scope="col" className="num">
              Unit price
            </th>
          )}
          <th scope="col" className="num">
            Total
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((l) => (
          <tr key={l.id} data-testid={rowTestId}>
            <th scope="row">
              {l.picture ? (
                <div className="order-line__item">
                  {l.picture}
                  <div>
                    <LineText line={l} />
                  </div>
                </div>
              ) : (
                <LineText line={l} />
              )}
            </th>
            <td className="num" data-testid={`${rowTestId}-quantity`}>
              {l.quantity}
            </td>
            {unitPrices && (
              <td className="num" data-testid={`${rowTestId}-unit-price`}>
                {l.unitPrice}
              </td>
            )}
            <td className="num" data-testid={`${rowTestId}-total`}>
              {l.total}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function LineText({ line }: { line: TableLine }) {
  return (
    <>
      <span className="checkout-item__title">{line.title}</span>
      {line.description && <span className="checkout-item__description">{line.description}</span>}
    </>
  );
}
