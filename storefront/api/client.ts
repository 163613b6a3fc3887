import type { CallName, PayloadInput, Response } from '../../contract';
import { ApiError, errorFromAnswer } from './errors';
import { inFlightStore, type InFlightStore } from './inflight';
import { buildRequest } from './request';
import { nextTask } from './nextTask';

// The one typed client for every call of contract/: `api.call(name, payload)` sends the payload as given and returns
// the answer. Every failure is an ApiError (see errors.ts): a non-2xx answer or done === false carries the server's
// errorCode/errorMessage; no answer -> 'network'; an abort -> 'aborted'.
//
// Checked where the code is developed and tested (Vitest, the storefront's dev server `npx vite`): the payload against
// the call's schema before it goes out ('invalid-payload'), the answer when it comes back ('invalid-response', also
// when the answer relies on its schema to fill a default or transform a value). Those checks load zod and the
// contract's schemas (schemas.ts, a chunk of its own). The production build sends each call with its route alone
// (virtual:call-routes, read from contract/ at build time, a chunk of ~1 KB) and loads neither: the server parses every
// payload and answers a bad one with a readable 400, and outside production it checks every answer it sends against the
// contract, parse-stable included (server/http/route.ts). A shopper's phone no longer evaluates zod and builds schemas
// as the page starts.

/** Whether calls are checked against the contract's schemas (not in the production build). */
const checked = !import.meta.env.PROD;

export interface CallOptions {
  signal?: AbortSignal;
}

export interface ApiClientOptions {
  /** Defaults to globalThis.fetch (looked up on each call). */
  fetch?: typeof globalThis.fetch;
  /** Prefix of every path; '' (same origin) by default. */
  baseUrl?: string;
  /** Where in-flight calls are counted; the shared store by default. */
  inFlight?: InFlightStore;
  /** Clock for the ?t= cache-buster. */
  now?: () => number;
}

type Schemas = typeof import('./schemas');
/** What a call needs before it goes out: the routes; where calls are checked, the schemas too. */
interface CallInfo {
  routes: (typeof import('virtual:call-routes'))['default'];
  checks?: Schemas;
}
let infoPromise: Promise<CallInfo> | undefined;
let loadedInfo: CallInfo | undefined;
/** Calls whose schemas have been built (by a first call), where calls are checked. */
const built = new Set<CallName>();

/**
 * Loads the routes (and, where calls are checked, the schemas) once: chunks of their own, out of the page's first
 * JavaScript (the product page's stays under 100 KB: npm run bench:bundle).
 */
export function preloadCalls(): Promise<CallInfo> {
  if (!infoPromise) {
    infoPromise = Promise.all([import('virtual:call-routes'), checked ? import('./schemas') : undefined]).then(([r, checks]) => ({
      routes: r.default,
      checks,
    }));
    infoPromise.then(
      (info) => (loadedInfo = info),
      () => (infoPromise = undefined),
    );
  }
  return infoPromise;
}

/** Calls the spec sends with ?t={timestamp}. */
const cacheBusted: ReadonlySet<CallName> = new Set<CallName>(['shoppingCart']);

type Call = <N extends CallName>(name: N, payload: PayloadInput<N>, options?: CallOptions) => Promise<Response<N>>;

/** Aborts when any of the signals aborts. */
function anySignal(signals: AbortSignal[]): AbortSignal {
  if (signals.length === 1) return signals[0];
  if (typeof AbortSignal.any === 'function') return AbortSignal.any(signals);
  const controller = new AbortController();
  for (const s of signals) {
    if (s.aborted) controller.abort(s.reason);
    else s.addEventListener('abort', () => controller.abort(s.reason), { once: true });
  }
  return controller.signal;
}

export class ApiClient {
  private readonly fetchImpl?: typeof globalThis.fetch;
  private readonly baseUrl: string;
  private readonly inFlight: InFlightStore;
  private readonly now: () => number;
  private readonly latestControllers = new Map<string, AbortController>();
  /** Calls waiting for their turn: made before the schemas had loaded, or the first of their kind. */
  private waiting = 0;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(options: ApiClientOptions = {}) {
    this.fetchImpl = options.fetch;
    this.baseUrl = options.baseUrl ?? '';
    this.inFlight = options.inFlight ?? inFlightStore;
    this.now = options.now ?? Date.now;
  }

  /** Sends one call and returns its answer; throws ApiError on any failure. */
  call: Call = (name, payload, options = {}) => {
    // Once loaded (and the call's schemas built, where checked), a call goes out synchronously: latest(key) relies on
    // the order of calls.
    if (loadedInfo && this.waiting === 0 && (!checked || built.has(name))) return this.send(loadedInfo, name, payload, options);
    // Otherwise calls wait in order. Where checked, each goes out in a task of its own: a call's first use builds its
    // schemas (contract/define.ts), and a page's first calls would build them all in one long task.
    this.waiting++;
    const turn = this.queue.then(async () => {
      const info = await preloadCalls();
      if (checked) await nextTask();
      return info;
    });
    this.queue = turn.catch(() => undefined);
    return turn.then(
      (info) => {
        this.waiting--;
        return this.send(info, name, payload, options);
      },
      () => {
        this.waiting--;
        throw new ApiError(name, 0, 'network', 'The shop could not be reached. Check your connection and try again.');
      },
    );
  };

  private send = async <N extends CallName>({ routes, checks }: CallInfo, name: N, payload: PayloadInput<N>, options: CallOptions): Promise<Response<N>> => {
    const route = routes[name];
    if (!route) throw new ApiError(String(name), 0, 'invalid-payload', `Unknown call ${String(name)}`);
    if (checked && checks) {
      built.add(name);
      const issues = checks.payloadIssues(name, payload);
      if (issues) {
        const first = issues[0];
        const message = first ? `${first.path ? `${first.path} ` : ''}${first.message}` : 'Invalid request';
        const response = { done: false as const, error: message, errorCode: 'invalid-payload', errorMessage: message, issues };
        throw new ApiError(name, 0, 'invalid-payload', message, response);
      }
    }
    const signal = options.signal;
    if (signal?.aborted) throw new ApiError(name, 0, 'aborted', 'Request aborted');

    const { url, init } = buildRequest(route, payload as Record<string, unknown>, {
      baseUrl: this.baseUrl,
      signal,
      extraQuery: cacheBusted.has(name) ? { t: this.now() } : undefined,
    });

    const fetchImpl = this.fetchImpl ?? globalThis.fetch;
    this.inFlight.getState().start(name);
    try {
      let res: globalThis.Response;
      let text: string;
      try {
        res = await fetchImpl(url, init);
        text = await res.text();
      } catch {
        if (signal?.aborted) throw new ApiError(name, 0, 'aborted', 'Request aborted');
        throw new ApiError(name, 0, 'network', 'The shop could not be reached. Check your connection and try again.');
      }
      let body: unknown;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        if (!res.ok) throw errorFromAnswer(name, res.status, res.statusText, undefined);
        throw new ApiError(name, res.status, 'invalid-response', 'The server answered with something other than JSON');
      }
      const done = typeof body === 'object' && body !== null ? (body as { done?: unknown }).done : undefined;
      if (!res.ok || done === false) throw errorFromAnswer(name, res.status, res.statusText, body);
      const problem = checked ? checks?.answerProblem(name, body) : undefined;
      if (problem !== undefined) throw new ApiError(name, res.status, 'invalid-response', `Unexpected answer from the server (${problem})`, undefined, body);
      return body as Response<N>;
    } finally {
      this.inFlight.getState().end(name);
    }
  };

  /**
   * A caller whose every call aborts the previous in-flight call of the same `key` (a new price request aborts the
   * previous one; a new design search too). The aborted call rejects with an ApiError whose `isAbort` is true.
   */
  latest(key: string): { call: Call } {
    const call: Call = async (name, payload, options = {}) => {
      this.latestControllers.get(key)?.abort();
      const controller = new AbortController();
      this.latestControllers.set(key, controller);
      const signal = options.signal ? anySignal([controller.signal, options.signal]) : controller.signal;
      try {
        return await this.call(name, payload, { signal });
      } finally {
        if (this.latestControllers.get(key) === controller) this.latestControllers.delete(key);
      }
    };
    return { call };
  }

  /** Aborts the in-flight call of a `latest(key)` caller, if any. */
  abortLatest(key: string): void {
    this.latestControllers.get(key)?.abort();
    this.latestControllers.delete(key);
  }
}

/** The storefront's client. */
export const api = new ApiClient();

// In the browser, start loading the routes soon: the page's first call is only a moment away. In a task of its own,
// not in the one that evaluates the page's JavaScript (the preload links it appends cost that task ~20 ms on a phone).
if (typeof window !== 'undefined') void nextTask().then(preloadCalls);
