import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import type { Response } from '../../contract';
import { useDocumentTitle } from '../common/useDocumentTitle';
import { orderData } from '../data/order';
import { LinesTable } from '../shared/LinesTable';
import { Totals } from '../shared/Totals';
import { ErrorMessage } from '../ui/ErrorMessage';
import { Spinner } from '../ui/Spinner';
import { shopperMessage } from '../api/errors';
import { proofPollDelay } from './proofPolling';
import { pictureAttributes } from '../../contract/pictures';
import { effectFilter, shapeStyle } from '../common/preview';
import './checkout.css';

// The order confirmation (/order/<token>, an unguessable link): the order number, what was ordered and where it goes,
// and for each personalised line its print proof, rendered by the server from the stored design. While proofs are
// being made the page asks again (often at first: proofPolling.ts) and shows how many are ready.

type Order = Response<'orderView'>['order'];
/** While the shop has not shipped or cancelled the order, the page asks again now and then: the status follows. */
const STATUS_POLL_MS = 10_000;
const FINAL = new Set(['shipped', 'cancelled']);
/** What the shopper reads of each step (issue 28). */
const STATUS_TEXT: Record<Order['status'], string> = {
  'awaiting-payment': 'It is awaiting payment: payment is not part of this demo shop.',
  paid: 'Payment received: your order is next in line.',
  'in-production': 'Your order is being made.',
  shipped: 'Your order has shipped.',
  cancelled: 'This order is cancelled.',
};

export default function OrderPage({ token }: { token: string }) {
  useDocumentTitle('Your order');
  const [order, setOrder] = useState<Order>();
  const [error, setError] = useState<string>();
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const started = performance.now();
    const load = async () => {
      try {
        const r = await orderData.view(token, controller.signal);
        setOrder(r.order);
        setError(undefined);
        if (r.order.lines.some((l) => l.proof?.status === 'pending')) timer = setTimeout(load, proofPollDelay(performance.now() - started));
        else if (!FINAL.has(r.order.status)) timer = setTimeout(load, STATUS_POLL_MS);
      } catch (err) {
        if (!controller.signal.aborted) setError(shopperMessage(err));
      }
    };
    void load();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [token, attempt]);

  return (
    <section className="checkout" aria-labelledby="order-title" data-testid="order-page">
      <h1 id="order-title">Thank you for your order</h1>
      {!order && !error && <Spinner label="Loading your order" />}
      {error && !order && <ErrorMessage title="Your order could not be loaded" message={error} onRetry={() => setAttempt((a) => a + 1)} />}
      {order && <Confirmation order={order} />}
    </section>
  );
}

function Confirmation({ order }: { order: Order }) {
  const personalised = order.lines.filter((l) => l.proof);
  const ready = personalised.filter((l) => l.proof?.status === 'ready').length;
  const c = order.contact;
  return (
    <>
      <div className="checkout-notice" role="status" data-testid="order-confirmation">
        <p className="checkout-notice__title">
          Order <span data-testid="order-number">{order.number}</span> is placed
        </p>
        <p data-testid="order-status" data-status={order.status}>
          {STATUS_TEXT[order.status]}
          {order.trackingNumber && <> Tracking number: {order.trackingNumber}.</>}
        </p>
        <p>Keep this page's address to come back to your order.</p>
      </div>

      {personalised.length > 0 && (
        <section className="checkout-card" aria-labelledby="order-proofs-title">
          <h2 id="order-proofs-title">Print proofs</h2>
          <p id="order-proofs-progress" data-testid="order-proofs-progress">
            {ready === personalised.length ? 'All proofs are ready.' : `Preparing your print proofs: ${ready} of ${personalised.length} ready.`}
          </p>
          <progress max={personalised.length} value={ready} aria-labelledby="order-proofs-progress" />
          <ul className="order-proofs">
            {personalised.map((l) => (
              <li key={l.id} className="order-proof" data-testid="order-proof" data-status={l.proof!.status}>
                <span className="checkout-item__title">{l.title}</span>
                {l.proof!.status === 'ready' && l.proof!.url ? (
                  <img src={l.proof!.url} alt={`Print proof of ${l.title}`} data-testid="order-proof-image" />
                ) : l.proof!.status === 'failed' ? (
                  <span>We could not prepare this proof automatically; the shop will check it by hand.</span>
                ) : (
                  <Spinner label="Rendering the print proof" />
                )}
              </li>
            ))}
          </ul>
        </section>
      )}

      <section className="checkout-card" aria-labelledby="order-summary-title" data-testid="order-summary">
        <h2 id="order-summary-title">What you ordered</h2>
        <LinesTable
          lines={order.lines.map((l) => ({
            id: l.id,
            title: l.title,
            description: l.description,
            quantity: l.quantity,
            total: l.formattedTotal,
            picture: <LinePicture line={l} />,
          }))}
          rowTestId="order-line"
        />
        <Totals
          figures={{
            itemsTotal: order.formatted.itemsTotal,
            discount: order.discount,
            formattedDiscount: order.formatted.discount,
            voucherCode: order.voucher,
            shipping: order.shipping,
            formattedShipping: order.formatted.shipping,
            grandTotal: order.formatted.grandTotal,
          }}
          className="checkout-totals"
          testIdPrefix="order"
        />
        <p data-testid="order-address">
          Delivery to {c.name}, {c.street}, {c.postcode} {c.city}, {c.country}. We write to {c.email}.
        </p>
      </section>
      <Link href="/" className="button button--primary">
        Back to the shop
      </Link>
    </>
  );
}

/**
 * A line's picture, as the cart showed it (server/services/linePicture.ts: the shopper's own artwork with its effect
 * and shape, else the catalogue's), and once its print proof is ready, the proof: what will be made.
 */
function LinePicture({ line }: { line: Order['lines'][number] }) {
  const proof = line.proof?.status === 'ready' ? line.proof.url : undefined;
  if (proof) {
    return (
      <img
        src={proof}
        alt={`Print proof of ${line.title}`}
        className="order-line__picture order-line__picture--proof"
        data-testid="order-line-picture"
        data-kind="proof"
        width={64}
        height={64}
      />
    );
  }
  if (!line.image) return <span className="order-line__picture" aria-hidden="true" />;
  return (
    <img
      {...pictureAttributes(line.image, 'thumbnail')}
      alt={line.personalised ? `Your picture for ${line.title}` : line.title}
      className="order-line__picture"
      style={{ filter: effectFilter(line.image), ...shapeStyle(line.image) }}
      data-testid="order-line-picture"
      data-kind="picture"
      width={64}
      height={64}
      loading="lazy"
    />
  );
}
