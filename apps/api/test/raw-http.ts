import { connect } from 'node:net';

// A client on a bare socket, for what app.inject cannot show: Node's HTTP parser refusing a
// request before Fastify sees it, and how the connection ends. It writes everything it was
// given (as a simple client does) while collecting whatever the server answers.

export type RawResponse = {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** a write or socket error (EPIPE, ECONNRESET): the server closed on data it never read */
  socketError: string | undefined;
};

export function rawRequest(port: number, parts: (string | Buffer)[]): Promise<RawResponse> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    let socketError: string | undefined;
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    socket.on('error', (err: NodeJS.ErrnoException) => {
      socketError ??= err.code ?? err.message;
    });
    socket.on('close', () => resolve({ ...parse(Buffer.concat(received)), socketError }));
    const writeAll = async () => {
      for (const part of parts) {
        if (socket.destroyed) return;
        await new Promise<void>((done) => socket.write(part, () => done()));
      }
      // Done sending: half-close, as a client that then waits for the answer.
      socket.end();
    };
    void writeAll();
  });
}

function parse(raw: Buffer): Omit<RawResponse, 'socketError'> {
  const text = raw.toString('utf8');
  const split = text.indexOf('\r\n\r\n');
  const head = split >= 0 ? text.slice(0, split) : text;
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const length = Number(headers['content-length'] ?? NaN);
  const rest =
    split >= 0 ? raw.subarray(Buffer.byteLength(text.slice(0, split + 4))) : Buffer.alloc(0);
  const body = (Number.isFinite(length) ? rest.subarray(0, length) : rest).toString('utf8');
  return { status: Number(statusLine.split(' ')[1] ?? 0), headers, body };
}

/** A request head; `headers` keeps its order (the caller's language first, say). */
export function head(method: string, path: string, headers: [string, string | number][] = []) {
  return `${method} ${path} HTTP/1.1\r\nhost: localhost\r\n${headers.map(([k, v]) => `${k}: ${v}\r\n`).join('')}\r\n`;
}
