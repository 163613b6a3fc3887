import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import type { Response } from '../../contract';
import { pagePath } from '../../contract/pages';
import { ORDER_STATUSES, type OrderStatus } from '../../rules/orderStatus';
import { useDocumentTitle } from '../common/useDocumentTitle';
import { adminData, type OrderQuery } from '../data/admin';
import { ErrorMessage } from '../ui/ErrorMessage';
import { Spinner } from '../ui/Spinner';
import { shopperMessage } from '../api/errors';
import { signedOut } from './session';
import { STATUS_LABEL, when } from './labels';

type List = Response<'adminOrders'>;

/** The orders, newest first: search by number or e-mail, filter by status, a page at a time. */
export function OrdersPage({ onSignedOut }: { onSignedOut: () => void }) {
  useDocumentTitle('Orders · back office');
  const [query, setQuery] = useState<OrderQuery>({ page: 1 });
  const [list, setList] = useState<List>();
  const [error, setError] = useState<string>();
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    adminData.orders(query, controller.signal).then(
      (r) => {
        setList(r);
        setError(undefined);
      },
      (err: unknown) => {
        if (controller.signal.aborted) return;
        if (signedOut(err)) onSignedOut();
        else setError(shopperMessage(err));
      },
    );
    return () => controller.abort();
  }, [query, attempt, onSignedOut]);

  const search = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const status = String(form.get('status') ?? '');
    setQuery({ q: String(form.get('q') ?? '').trim() || undefined, status: status ? (status as OrderStatus) : undefined, page: 1 });
  };
  const page = Number(query.page ?? 1);

  return (
    <section aria-labelledby="admin-orders-title">
      <h1 id="admin-orders-title">Orders</h1>
      <form className="admin__search" role="search" onSubmit={search}>
        <label>
          Order number or e-mail
          <input name="q" type="search" defaultValue={query.q ?? ''} />
        </label>
        <label>
          Status
          <select name="status" defaultValue={query.status ?? ''}>
            <option value="">Any</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABEL[s]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="admin__button admin__button--primary">
          Search
        </button>
      </form>
      {error && <ErrorMessage title="The orders could not be loaded" message={error} onRetry={() => setAttempt((a) => a + 1)} />}
      {!list && !error && <Spinner label="Loading orders" />}
      {list && (
        <>
          <p role="status" className="admin__count">
            {list.total === 0 ? 'No orders match.' : `${list.total} order${list.total === 1 ? '' : 's'}, page ${list.page} of ${list.pages}`}
          </p>
          <ul className="admin__orders">
            {list.orders.map((o) => (
              <li key={o.number} className="admin__card admin__order-row" data-testid="admin-order-row">
                <Link href={pagePath('adminOrder', { number: o.number })} className="admin__order-link">
                  {o.number}
                </Link>
                <span className={`admin__status admin__status--${o.status}`}>{STATUS_LABEL[o.status]}</span>
                <span>
                  {o.name} · {o.email}
                </span>
                <span>
                  {when(o.createdAt)} · {o.lines} line{o.lines === 1 ? '' : 's'} · {o.formattedTotal}
                </span>
              </li>
            ))}
          </ul>
          <nav className="admin__pages" aria-label="Pages of orders">
            <button type="button" className="admin__button" disabled={page <= 1} onClick={() => setQuery((q) => ({ ...q, page: page - 1 }))}>
              Newer
            </button>
            <button type="button" className="admin__button" disabled={page >= list.pages} onClick={() => setQuery((q) => ({ ...q, page: page + 1 }))}>
              Older
            </button>
          </nav>
        </>
      )}
    </section>
  );
}
