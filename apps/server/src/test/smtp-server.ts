import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message as the SMTP server received it: the envelope plus the raw RFC 5322 text. */
interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  /** An unfolded header value by name (case-insensitive), undefined when absent. */
  header(name: string): string | undefined;
  /** The text: the body after the headers, or a multipart message's text/plain part, quoted-printable decoded. */
  body: string;
  /** A multipart message's text/html part, decoded; undefined when it has none. */
  html: string | undefined;
}

export interface TestSmtpServer {
  port: number;
  /** SMTP_URL for the app. */
  url: string;
  messages: ReceivedMail[];
  /** Resolves once `count` messages have arrived; rejects after `timeoutMs`. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

/** Headers (unfolded, names lower-cased) and body of a message or of one MIME part. */
function splitPart(raw: string): { headers: Map<string, string>; body: string } {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split === -1 ? raw : raw.slice(0, split);
  const body = split === -1 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decoded({ headers, body }: { headers: Map<string, string>; body: string }): string {
  return /quoted-printable/i.test(headers.get('content-transfer-encoding') ?? '')
    ? Buffer.from(
        body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        'latin1',
      ).toString('utf8')
    : body;
}

function parse(raw: string, from: string, to: string[]): ReceivedMail {
  const message = splitPart(raw);
  const boundary = /multipart\/alternative;.*boundary="?([^";]+)"?/i.exec(message.headers.get('content-type') ?? '')?.[1];
  const parts = boundary ? message.body.split(`--${boundary}`).slice(1, -1).map((p) => splitPart(p.replace(/^\r?\n/, ''))) : [message];
  const typed = (type: string) => parts.find((p) => (p.headers.get('content-type') ?? 'text/plain').toLowerCase().startsWith(type));
  const html = typed('text/html');
  return { from, to, raw, body: decoded(typed('text/plain') ?? message), html: html && decoded(html), header: (name) => message.headers.get(name.toLowerCase()) };
}

/**
 * A real SMTP server on 127.0.0.1 that keeps what it receives. Pass `port` to come back on the
 * port of a server that was closed (the "SMTP server down, then up again" tests).
 */
export function startSmtpServer(port = 0): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        const to = session.envelope.rcptTo.map((r) => r.address);
        messages.push(parse(Buffer.concat(chunks).toString('utf8'), from, to));
        for (const w of waiters.splice(0)) w();
        callback();
      });
    },
  });
  return new Promise((resolve, reject) => {
    server.on('error', reject);
    const listener = server.listen(port, '127.0.0.1', () => {
      const actual = (listener.address() as AddressInfo).port;
      resolve({
        port: actual,
        url: `smtp://127.0.0.1:${actual}`,
        messages,
        async waitFor(count, timeoutMs = 10_000) {
          const deadline = Date.now() + timeoutMs;
          while (messages.length < count) {
            const left = deadline - Date.now();
            if (left <= 0) throw new Error(`expected ${count} message(s), got ${messages.length}`);
            await new Promise<void>((r) => {
              waiters.push(r);
              setTimeout(r, left).unref();
            });
          }
          return messages;
        },
        close: () => new Promise<void>((r) => server.close(() => r())),
      });
    });
  });
}

/** A free loopback port with nothing listening on it (an SMTP server that is down). */
export async function closedPort(): Promise<number> {
  const server = await startSmtpServer();
  await server.close();
  return server.port;
}
