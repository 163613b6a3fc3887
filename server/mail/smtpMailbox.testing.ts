import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** @internal A real SMTP server on 127.0.0.1 for tests (and the e2e shop): what the shop sent, parsed as a mail reader would. */
export interface ArrivedMail {
  to: string;
  from: string;
  subject: string;
  text: string;
}

/** @internal */
export interface Mailbox {
  url: string;
  mails: ArrivedMail[];
  /** Waits for a mail the predicate accepts (mails are sent by jobs, a moment after the request). */
  waitFor(match: (m: ArrivedMail) => boolean, timeoutMs?: number): Promise<ArrivedMail>;
  close(): Promise<void>;
}

/** @internal */
export async function openMailbox(port = 0): Promise<Mailbox> {
  const mails: ArrivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      simpleParser(stream).then(
        (m) => {
          const to = Array.isArray(m.to) ? m.to.map((a) => a.text).join(', ') : (m.to?.text ?? '');
          mails.push({ to, from: m.from?.text ?? '', subject: m.subject ?? '', text: m.text ?? '' });
          done();
        },
        (err: Error) => done(err),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${bound}`,
    mails,
    async waitFor(match, timeoutMs = 20_000) {
      const end = Date.now() + timeoutMs;
      for (;;) {
        const found = mails.find(match);
        if (found) return found;
        if (Date.now() > end) throw new Error(`no such mail arrived; the mailbox holds: ${JSON.stringify(mails.map((m) => [m.to, m.subject]))}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
