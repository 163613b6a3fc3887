// The contract's zod schemas and the checks the client makes with them where calls are checked (client.ts: Vitest, the
// dev server `npx vite`). A chunk of its own, loaded on a page's first call there; the production build never loads it.
import './zodConfig';
import { calls, type CallName } from '../../contract';
import { changedByParsing } from '../../contract/changedByParsing';

export { calls };

/** The payload's problems, each with its field's path, or undefined when the call's schema accepts it. */
export function payloadIssues(name: CallName, payload: unknown): { path: string; message: string }[] | undefined {
  const parsed = calls[name].payload.safeParse(payload);
  return parsed.success ? undefined : parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

/** Where an answer breaks the contract, or relies on its schema to fill a default or change a value; else undefined. */
export function answerProblem(name: CallName, body: unknown): string | undefined {
  const parsed = calls[name].response.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return issue ? `${issue.path.join('.')}: ${issue.message}` : 'does not match';
  }
  const changed = changedByParsing(parsed.data, body);
  return changed === undefined ? undefined : `${changed || 'the answer'} changes when parsed`;
}
