import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import type { Response } from '../../contract';
import { PAGES } from '../../contract/pages';
import { useDocumentTitle } from '../common/useDocumentTitle';
import { adminData } from '../data/admin';
import { Spinner } from '../ui/Spinner';
import { shopperMessage } from '../api/errors';
import { OrderPage } from './OrderPage';
import { OrdersPage } from './OrdersPage';
import { PrintQueuePage } from './PrintQueuePage';
import './admin.css';

// The back office (issue 28): staff sign in here, then see the orders, an order, and the print queue. The server
// checks the staff session on every call; this page only asks who is signed in to choose what to show.

export type AdminPage = { name: 'orders' } | { name: 'order'; number: string } | { name: 'print-queue' };
type Staff = Response<'adminMe'>['staff'];

export default function AdminApp({ page }: { page: AdminPage }) {
  const [staff, setStaff] = useState<Staff | null>();
  useEffect(() => {
    const controller = new AbortController();
    adminData.me(controller.signal).then(
      (r) => setStaff(r.staff),
      () => !controller.signal.aborted && setStaff(null),
    );
    return () => controller.abort();
  }, []);

  if (staff === undefined) return <Spinner label="Loading the back office" />;
  if (staff === null) return <SignIn onSignedIn={setStaff} />;
  const onSignedOut = () => setStaff(null);
  return (
    <div className="admin">
      <header className="admin__bar">
        <span className="admin__brand">Atelier back office</span>
        <nav aria-label="Back office">
          <Link href={PAGES.admin} aria-current={page.name === 'orders' ? 'page' : undefined}>
            Orders
          </Link>
          <Link href={PAGES.adminPrintQueue} aria-current={page.name === 'print-queue' ? 'page' : undefined}>
            Print queue
          </Link>
        </nav>
        <span className="admin__who">{staff.name}</span>
        <button type="button" className="admin__button" onClick={() => void adminData.signOut().finally(onSignedOut)}>
          Sign out
        </button>
      </header>
      <main className="admin__main" id="admin-main">
        {page.name === 'orders' && <OrdersPage onSignedOut={onSignedOut} />}
        {page.name === 'order' && <OrderPage number={page.number} onSignedOut={onSignedOut} />}
        {page.name === 'print-queue' && <PrintQueuePage onSignedOut={onSignedOut} />}
      </main>
    </div>
  );
}

function SignIn({ onSignedIn }: { onSignedIn: (s: Staff) => void }) {
  useDocumentTitle('Back office sign-in');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const errorRef = useRef<HTMLParagraphElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  useEffect(() => emailRef.current?.focus(), []);
  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    setBusy(true);
    setError(undefined);
    try {
      const r = await adminData.signIn(String(form.get('email')), String(form.get('password')));
      onSignedIn(r.staff);
    } catch (err) {
      setError(shopperMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <main className="admin admin--sign-in">
      <form className="admin__card admin__sign-in" onSubmit={(e) => void submit(e)} aria-labelledby="admin-sign-in-title">
        <h1 id="admin-sign-in-title">Back office</h1>
        {error && (
          <p className="admin__error" role="alert" tabIndex={-1} ref={errorRef}>
            {error}
          </p>
        )}
        <label>
          E-mail
          <input ref={emailRef} name="email" type="email" autoComplete="username" required />
        </label>
        <label>
          Password
          <input name="password" type="password" autoComplete="current-password" required />
        </label>
        <button type="submit" className="admin__button admin__button--primary" disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
    </main>
  );
}
