import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * A CRM stand-in on 127.0.0.1 (docs/decisions/033-webhooks.md): records what it receives; can answer an
 * error, or be stopped and started on its port.
 */
export function webhookReceiver() {
  const received: Received[] = [];
  let answer = 204;
  let server: http.Server | undefined;
  let port = 0;
  const start = () =>
    new Promise<void>((resolve) => {
      server = http.createServer((req, res) => {
        let body = '';
        req.on('data', (c: Buffer) => (body += c.toString('utf8')));
        req.on('end', () => {
          received.push({ headers: req.headers, body });
          res.writeHead(answer, { 'content-type': 'text/plain' }).end(answer >= 400 ? 'CRM is having a bad day\nstack...' : '');
        });
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as AddressInfo).port;
        resolve();
      });
    });
  const stop = () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  return {
    received,
    start,
    stop,
    answerWith: (status: number) => (answer = status),
    url: () => `http://127.0.0.1:${port}/hooks/tarang`,
  };
}
