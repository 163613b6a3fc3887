import { useCallback, useEffect, useState } from 'react';
import { Link } from 'wouter';
import type { Response } from '../../contract';
import { pagePath } from '../../contract/pages';
import { useDocumentTitle } from '../common/useDocumentTitle';
import { adminData } from '../data/admin';
import { ErrorMessage } from '../ui/ErrorMessage';
import { Spinner } from '../ui/Spinner';
import { shopperMessage } from '../api/errors';
import { signedOut } from './session';
import { when } from './labels';

type Jobs = Response<'adminPrintJobs'>;
type State = Jobs['jobs'][number]['state'];
const STATES: { value: State | ''; label: string }[] = [
  { value: '', label: 'All' },
  { value: 'waiting', label: 'Waiting' },
  { value: 'running', label: 'Running' },
  { value: 'failed', label: 'Failed' },
  { value: 'done', label: 'Done' },
];

/** The print jobs, newest first, by state; a failed one can be retried. */
export function PrintQueuePage({ onSignedOut }: { onSignedOut: () => void }) {
  useDocumentTitle('Print queue · back office');
  const [state, setState] = useState<State | ''>('');
  const [jobs, setJobs] = useState<Jobs>();
  const [error, setError] = useState<string>();
  const [reload, setReload] = useState(0);

  const failed = useCallback((err: unknown) => (signedOut(err) ? onSignedOut() : setError(shopperMessage(err))), [onSignedOut]);
  useEffect(() => {
    const controller = new AbortController();
    adminData.printJobs(state || undefined, controller.signal).then(
      (r) => {
        setJobs(r);
        setError(undefined);
      },
      (err: unknown) => !controller.signal.aborted && failed(err),
    );
    return () => controller.abort();
  }, [state, reload, failed]);

  const retry = async (lineId: number) => {
    try {
      await adminData.retryJob(lineId);
      setReload((n) => n + 1);
    } catch (err) {
      failed(err);
    }
  };

  return (
    <section aria-labelledby="admin-queue-title">
      <h1 id="admin-queue-title">Print queue</h1>
      <div className="admin__actions" role="group" aria-label="Show jobs">
        {STATES.map((s) => (
          <button key={s.value} type="button" className="admin__button" aria-pressed={state === s.value} onClick={() => setState(s.value)}>
            {s.label}
          </button>
        ))}
        <button type="button" className="admin__button" onClick={() => setReload((n) => n + 1)}>
          Refresh
        </button>
      </div>
      {error && <ErrorMessage title="The print queue could not be loaded" message={error} onRetry={() => setReload((n) => n + 1)} />}
      {!jobs && !error && <Spinner label="Loading the print queue" />}
      {jobs && (
        <>
          <p role="status" className="admin__count">
            {jobs.jobs.length === 0 ? 'No jobs.' : `${jobs.jobs.length} job${jobs.jobs.length === 1 ? '' : 's'} on ${jobs.engine}`}
          </p>
          <ul className="admin__orders">
            {jobs.jobs.map((j) => (
              <li key={j.lineId} className="admin__card admin__order-row" data-testid="admin-job">
                <Link href={pagePath('adminOrder', { number: j.orderNumber })}>
                  {j.orderNumber} line {j.lineId}
                </Link>
                <span className={`admin__status admin__job--${j.state}`}>{j.state}</span>
                <span>
                  {j.title} · {j.attempts} run{j.attempts === 1 ? '' : 's'} · {when(j.updatedAt)}
                </span>
                {j.error && <span className="admin__error">{j.error}</span>}
                {j.state === 'failed' && (
                  <button type="button" className="admin__button admin__button--primary" onClick={() => void retry(j.lineId)}>
                    Retry line {j.lineId}
                  </button>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
