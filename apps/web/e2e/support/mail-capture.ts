// A real SMTP server, in process, that keeps every message it receives and writes them to a
// JSON file the journeys read (they run in other processes).
import { renameSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type CapturedMail = {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  receivedAt: string;
};

function decodeQuotedPrintable(body: string, charset: string): string {
  const bytes: number[] = [];
  const soft = body.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i += 1) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString(charset === 'utf-8' || charset === 'utf8' ? 'utf8' : 'latin1');
}

/** RFC 2047 encoded words; adjacent words are joined as bytes (a character may span two). */
function decodeWords(header: string): string {
  const word = /=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g;
  return header.replace(/(?:=\?[^?]+\?[QqBb]\?[^?]*\?=\s*)+/g, (run) => {
    const bytes: Buffer[] = [];
    for (const [, , enc, data] of run.matchAll(word)) {
      bytes.push(
        enc!.toUpperCase() === 'B'
          ? Buffer.from(data!, 'base64')
          : Buffer.from(decodeQuotedPrintable(data!.replace(/_/g, ' '), 'latin1'), 'latin1'),
      );
    }
    return Buffer.concat(bytes).toString('utf8') + (/\s$/.test(run) ? ' ' : '');
  });
}

function splitHead(raw: string): { headers: Map<string, string>; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at === -1 ? raw : raw.slice(0, at);
  const body = at === -1 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

/** Collects the text/plain and text/html bodies of a MIME entity, decoding each part. */
function collectBodies(raw: string, into: { text: string; html: string }): void {
  const { headers, body } = splitHead(raw);
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const parts = body.split(`--${boundary}`).slice(1);
    for (const part of parts) {
      if (part.startsWith('--')) break;
      collectBodies(part.replace(/^\r?\n/, ''), into);
    }
    return;
  }
  const charset = (/charset="?([^";]+)"?/i.exec(type)?.[1] ?? 'utf-8').toLowerCase();
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const decoded =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body, charset)
        : body;
  if (/^text\/html/i.test(type)) into.html += decoded;
  else if (/^text\/plain/i.test(type)) into.text += decoded;
}

export function parseMail(raw: string, envelopeTo: string[]): CapturedMail {
  const { headers } = splitHead(raw);
  const bodies = { text: '', html: '' };
  collectBodies(raw, bodies);
  return {
    from: decodeWords(headers.get('from') ?? ''),
    to: envelopeTo,
    subject: decodeWords(headers.get('subject') ?? ''),
    text: bodies.text,
    html: bodies.html,
    receivedAt: new Date().toISOString(),
  };
}

/** Starts the SMTP server on a free port; every message is appended to `file` (JSON array). */
export async function startMailCapture(
  file: string,
): Promise<{ port: number; close: () => Promise<void> }> {
  const mails: CapturedMail[] = [];
  writeFileSync(file, '[]');
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        mails.push(parseMail(Buffer.concat(chunks).toString('utf8'), to));
        writeFileSync(`${file}.tmp`, JSON.stringify(mails, null, 2));
        renameSync(`${file}.tmp`, file);
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return { port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
