import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { OWNER_FILE_MODE, ownerOnlyDir, tightenDir } from '../ops/owner-only';

/**
 * Where outgoing mail goes (product §13): an SMTP server when
 * SMTP_URL is set, otherwise one RFC 822 .eml file per message under DATA_DIR/outbox, so a fresh
 * install works with no mail server and the operator can still read every message.
 */

/** Extra headers an outbox row may carry; anything else is dropped (no header injection). */
export const ALLOWED_HEADERS = ['Reply-To', 'List-Unsubscribe', 'List-Unsubscribe-Post'] as const;
export type MailHeaders = Partial<Record<(typeof ALLOWED_HEADERS)[number], string>>;

/**
 * Headers every message carries. All mail this server sends is written by a program, not a person
 * (RFC 3834 section 5): out-of-office and other responders then leave it unanswered
 * (docs/decisions/038-branded-mail.md).
 */
const AUTOMATIC_HEADERS = { 'Auto-Submitted': 'auto-generated' } as const;

export interface OutgoingMail {
  /** The outbox row id: names the .eml file and makes the Message-ID stable across retries. */
  id: number;
  kind: string;
  to: string;
  subject: string;
  text: string;
  /** The HTML alternative of `text`; absent, the message is text alone. */
  html?: string;
  headers: MailHeaders;
  createdAt: Date;
}

export interface MailTransport {
  /** Where mail goes, for logs: never a password. */
  readonly description: string;
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

interface TransportSettings {
  smtpUrl: string | undefined;
  mailFrom: string;
  dataDir: string;
}

// Bounded so one stuck server cannot hold an outbox lock for long (docs/decisions/007-mail-outbox.md);
// nodemailer's own defaults allow a socket to idle for ten minutes.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const;

export function createMailTransport(settings: TransportSettings): MailTransport {
  return settings.smtpUrl ? smtpTransport(settings.smtpUrl, settings.mailFrom) : fileTransport(settings.dataDir, settings.mailFrom);
}

function smtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({ url, ...SMTP_TIMEOUTS });
  return {
    description: `SMTP ${redactUrl(url)}`,
    async send(mail) {
      await transporter.sendMail(messageOptions(mail, from));
    },
    close: () => transporter.close(),
  };
}

function fileTransport(dataDir: string, from: string): MailTransport {
  const dir = path.join(dataDir, 'outbox');
  tightenDir(dir);
  // streamTransport builds the exact message SMTP would carry.
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    description: `.eml files in ${dir}`,
    async send(mail) {
      const info = await builder.sendMail(messageOptions(mail, from));
      if (!Buffer.isBuffer(info.message)) throw new Error('the message was not built as a buffer');
      const file = path.join(dir, emlFileName(mail));
      // Write then rename: a reader never sees half a message, and a retry overwrites the same name.
      const partial = `${file}.${process.pid}.partial`;
      try {
        await fs.writeFile(partial, info.message, { mode: OWNER_FILE_MODE });
      } catch (err) {
        // The folder is made on first use (or again if someone removed it), not checked on every message.
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
        ownerOnlyDir(dir);
        await fs.writeFile(partial, info.message, { mode: OWNER_FILE_MODE });
      }
      await fs.rename(partial, file);
    },
    close: () => builder.close(),
  };
}

function emlFileName(mail: Pick<OutgoingMail, 'id' | 'kind'>): string {
  return `${mail.id}-${mail.kind.replace(/[^a-z0-9-]/gi, '_')}.eml`;
}

function messageOptions(mail: OutgoingMail, from: string): nodemailer.SendMailOptions {
  const headers: Record<string, string> = { ...AUTOMATIC_HEADERS };
  for (const name of ALLOWED_HEADERS) {
    const value = mail.headers[name];
    // Header values never contain line breaks: they could start a new header.
    if (value) headers[name] = value.replace(/[\r\n]+/g, ' ');
  }
  return {
    from,
    to: mail.to,
    subject: mail.subject,
    // RFC 5322 lines end in CRLF; nodemailer writes the headers so but passes the body through.
    text: mail.text.replace(/\r?\n/g, '\r\n'),
    ...(mail.html === undefined ? {} : { html: mail.html.replace(/\r?\n/g, '\r\n') }),
    // Never base64: quoted-printable keeps every address readable in the file, so erasure finds the
    // .eml files that name a person (docs/decisions/031-privacy-retention-erasure.md).
    textEncoding: 'quoted-printable',
    headers,
    // Stable per outbox row, so a message re-sent after a crash can be recognised as the same one.
    messageId: `<outbox-${mail.id}-${mail.createdAt.getTime()}@${domainOf(from)}>`,
  };
}

function domainOf(address: string): string {
  const m = address.match(/@([^>\s]+)>?\s*$/);
  return m?.[1] ?? 'localhost';
}

/** smtp://user:secret@host:587 → smtp://user:***@host:587 */
function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString().replace(/\/$/, '');
  } catch {
    return 'smtp://(unparsable URL)';
  }
}
