import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import type { Response } from '../../contract';
import { PAGES } from '../../contract/pages';
import type { OrderStatus } from '../../rules/orderStatus';
import { useDocumentTitle } from '../common/useDocumentTitle';
import { effectFilter, shapeStyle } from '../common/preview';
import { adminData } from '../data/admin';
import { ErrorMessage } from '../ui/ErrorMessage';
import { Spinner } from '../ui/Spinner';
import { shopperMessage } from '../api/errors';
import { signedOut } from './session';
import { STATUS_ACTION, STATUS_LABEL, fileFacts, when } from './labels';

type Order = Response<'adminOrder'>['order'];

/** One order: contact, lines with their options and files, the next steps the rule allows, and its history. */
export function OrderPage({ number, onSignedOut }: { number: string; onSignedOut: () => void }) {
  useDocumentTitle(`Order ${number} · back office`);
  const [order, setOrder] = useState<Order>();
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [busy, setBusy] = useState(false);
  const statusRef = useRef<HTMLParagraphElement>(null);

  const failed = useCallback(
    (err: unknown) => {
      if (signedOut(err)) onSignedOut();
      else setError(shopperMessage(err));
    },
    [onSignedOut],
  );
  useEffect(() => {
    const controller = new AbortController();
    adminData.order(number, controller.signal).then(
      (r) => setOrder(r.order),
      (err: unknown) => !controller.signal.aborted && failed(err),
    );
    return () => controller.abort();
  }, [number, failed]);

  /** Runs a change; the answer is the order as it now is, and focus goes to the line that says what happened. */
  const change = async (run: () => Promise<Response<'adminOrder'>>, done: string) => {
    setBusy(true);
    setError(undefined);
    try {
      setOrder((await run()).order);
      setNotice(done);
      requestAnimationFrame(() => statusRef.current?.focus());
    } catch (err) {
      failed(err);
    } finally {
      setBusy(false);
    }
  };

  if (!order) return error ? <ErrorMessage title="The order could not be loaded" message={error} /> : <Spinner label="Loading the order" />;
  const c = order.contact;
  return (
    <article aria-labelledby="admin-order-title" data-testid="admin-order">
      <p>
        <Link href={PAGES.admin}>← All orders</Link>
      </p>
      <h1 id="admin-order-title">Order {order.number}</h1>
      <p className="admin__order-status" tabIndex={-1} ref={statusRef} data-testid="admin-order-status">
        <span className={`admin__status admin__status--${order.status}`}>{STATUS_LABEL[order.status]}</span>
        {order.trackingNumber && <span> · tracking number {order.trackingNumber}</span>}
        {notice && <span className="visually-hidden"> · {notice}</span>}
      </p>
      {error && (
        <p className="admin__error" role="alert">
          {error}
        </p>
      )}
      <StatusActions
        order={order}
        busy={busy}
        onMove={(status, trackingNumber) =>
          void change(() => adminData.setStatus(order.number, { from: order.status, status, trackingNumber }), `now ${STATUS_LABEL[status]}`)
        }
      />

      <section className="admin__card" aria-labelledby="admin-contact-title">
        <h2 id="admin-contact-title">Shopper</h2>
        <p>
          {c.name} · <a href={`mailto:${c.email}`}>{c.email}</a>
          {c.phone ? ` · ${c.phone}` : ''}
        </p>
        <p>
          {c.street}, {c.postcode} {c.city}, {c.country} · placed {when(order.createdAt)} in {order.locale}
        </p>
        <p>
          Items {order.formatted.itemsTotal} · discount {order.formatted.discount}
          {order.voucher ? ` (${order.voucher})` : ''} · shipping {order.formatted.shipping} · <strong>total {order.formatted.grandTotal}</strong>
        </p>
      </section>

      <section aria-labelledby="admin-lines-title">
        <h2 id="admin-lines-title">Lines</h2>
        <ul className="admin__lines">
          {order.lines.map((l) => (
            <li key={l.id} className="admin__card admin__line" data-testid="admin-line">
              {l.image && (
                <img src={l.image} style={{ filter: effectFilter(l.image), ...shapeStyle(l.image) }} alt={`Design of ${l.title}`} className="admin__design" />
              )}
              <div>
                <h3>
                  {l.quantity} × {l.title}{' '}
                  <span className="admin__muted">
                    line {l.id} · {l.formattedTotal}
                  </span>
                </h3>
                {/* the options named one by one; the description the shopper saw when the product has left the catalogue */}
                {l.options.length === 0 && l.description && <p>{l.description}</p>}
                {l.options.length > 0 && (
                  <dl className="admin__options" data-testid="admin-line-options">
                    {l.options.map((o) => (
                      <div key={o.name}>
                        <dt>{o.name}</dt>
                        <dd>{o.value}</dd>
                      </div>
                    ))}
                  </dl>
                )}
                {l.print.status !== 'none' && (
                  <p className="admin__files">
                    <span data-testid="admin-print-status">Print files: {l.print.status}</span>
                    {l.print.error && <span className="admin__error"> ({l.print.error})</span>}
                    {l.print.proofUrl && (
                      <a href={l.print.proofUrl} download>
                        Proof (PNG)
                      </a>
                    )}
                    {l.print.designUrl && (
                      <a href={l.print.designUrl} download>
                        Design (JSON)
                      </a>
                    )}
                    <button
                      type="button"
                      className="admin__button"
                      disabled={busy}
                      onClick={() => void change(() => adminData.renderAgain(order.number, l.id), `line ${l.id} queued to render again`)}
                    >
                      Render line {l.id} again
                    </button>
                  </p>
                )}
                {l.print.files && l.print.files.length > 0 && (
                  <>
                    <h4 className="admin__production-title" id={`admin-production-${l.id}`}>
                      Production files of line {l.id}
                    </h4>
                    <ul className="admin__production" aria-labelledby={`admin-production-${l.id}`} data-testid="admin-production-files">
                      {l.print.files.map((f) => (
                        <li key={f.name}>
                          <a href={f.url} download={f.name}>
                            {f.name}
                          </a>{' '}
                          <span className="admin__muted">{fileFacts(f)}</span>
                        </li>
                      ))}
                    </ul>
                  </>
                )}
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section className="admin__card" aria-labelledby="admin-history-title">
        <h2 id="admin-history-title">History</h2>
        <ol className="admin__history" data-testid="admin-history">
          {order.history.map((h, i) => (
            <li key={i}>
              <time dateTime={h.at}>{when(h.at)}</time> ·{' '}
              {h.kind === 'placed'
                ? 'placed by the shopper'
                : h.kind === 'status'
                  ? `${STATUS_LABEL[h.status!]}${h.detail ? ` (tracking ${h.detail})` : ''}`
                  : h.kind === 'render'
                    ? `line ${h.lineId}: ${h.detail}`
                    : `mail: ${h.detail}`}
              {h.by ? ` · by ${h.by}` : ''}
            </li>
          ))}
        </ol>
      </section>
    </article>
  );
}

function StatusActions({ order, busy, onMove }: { order: Order; busy: boolean; onMove: (s: OrderStatus, tracking?: string) => void }) {
  if (order.next.length === 0) return null;
  const ship = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    onMove('shipped', String(new FormData(e.currentTarget).get('tracking') ?? '').trim());
  };
  return (
    <div className="admin__actions">
      {order.next
        .filter((s) => s !== 'shipped')
        .map((s) => (
          <button
            key={s}
            type="button"
            className={`admin__button${s === 'cancelled' ? '' : ' admin__button--primary'}`}
            disabled={busy}
            onClick={() => onMove(s)}
          >
            {STATUS_ACTION[s]}
          </button>
        ))}
      {order.next.includes('shipped') && (
        <form onSubmit={ship} className="admin__ship">
          <label>
            Tracking number
            <input name="tracking" required maxLength={100} />
          </label>
          <button type="submit" className="admin__button admin__button--primary" disabled={busy}>
            {STATUS_ACTION.shipped}
          </button>
        </form>
      )}
    </div>
  );
}
