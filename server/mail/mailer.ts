import nodemailer from 'nodemailer';

// Mail to shoppers (issue 28) through nodemailer: SMTP at SMTP_URL, or, without it (development, a demo), each mail
// written to the log whole, so nothing is sent anywhere by surprise and a developer still reads what would go out.

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

export function openMailer(opts: { smtpUrl?: string; from: string; log: { info(msg: string): void } }): Mailer {
  if (!opts.smtpUrl) {
    return {
      async send(m) {
        opts.log.info(`mail (SMTP_URL is not set, so it is logged, not sent) to ${m.to}: ${m.subject}\n${m.text}`);
      },
      close() {},
    };
  }
  const transport = nodemailer.createTransport(opts.smtpUrl);
  return {
    async send(m) {
      await transport.sendMail({ from: opts.from, to: m.to, subject: m.subject, text: m.text });
    },
    close: () => transport.close(),
  };
}
