import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type CapturedMail = { to: string[]; raw: string; subject: string; text: string };

/** Decodes quoted-printable soft breaks and =XX escapes (enough for our plain-text mails). */
function decodeQuotedPrintable(s: string): string {
  const bytes = s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h: string) => `%${h}`);
  try {
    return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
  } catch {
    return bytes;
  }
}

function decodeHeader(value: string): string {
  // Adjacent encoded words join without the whitespace between them; bytes may span words.
  return value.replace(/(=\?utf-8\?[BQ]\?[^?]*\?=\s*)+/gi, (run) => {
    const bytes = [...run.matchAll(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi)].map(([, enc, data = '']) =>
      enc!.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64')
        : Buffer.from(
            data
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
            'latin1',
          ),
    );
    return Buffer.concat(bytes).toString('utf8');
  });
}

function splitPart(part: string) {
  const at = part.search(/\r?\n\r?\n/);
  const head = at < 0 ? part : part.slice(0, at);
  const body = at < 0 ? '' : part.slice(at).replace(/^\r?\n\r?\n/, '');
  return { headers: head.replace(/\r?\n[ \t]+/g, ' '), body };
}

/** The text/plain content of a message or MIME part, decoded. */
function textOf(headers: string, body: string): string {
  const boundary = /boundary="?([^";\s]+)"?/i.exec(headers)?.[1];
  if (/content-type: multipart\//i.test(headers) && boundary) {
    const parts = body.split(`--${boundary}`).slice(1, -1).map(splitPart);
    return parts.map((p) => textOf(p.headers, p.body)).find((t) => t.length > 0) ?? '';
  }
  if (/content-type:/i.test(headers) && !/content-type: text\/plain/i.test(headers)) return '';
  if (/content-transfer-encoding: base64/i.test(headers))
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/content-transfer-encoding: quoted-printable/i.test(headers))
    return decodeQuotedPrintable(body);
  return body;
}

/** A real SMTP server on an ephemeral port that keeps what it receives. */
export async function startSmtpCapture() {
  const mails: CapturedMail[] = [];
  const waiters: Array<(m: CapturedMail) => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = chunks.map((c) => c.toString('utf8')).join('');
        const { headers, body } = splitPart(raw);
        const subject = decodeHeader(/^subject: (.*)$/im.exec(headers)?.[1] ?? '');
        const text = textOf(headers, body);
        const mail = { to: session.envelope.rcptTo.map((r) => r.address), raw, subject, text };
        const waiter = waiters.shift();
        if (waiter) waiter(mail);
        else mails.push(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    /** The next message received (already received ones first). */
    next: () =>
      new Promise<CapturedMail>((resolve) => {
        const queued = mails.shift();
        if (queued) resolve(queued);
        else waiters.push(resolve);
      }),
    pending: () => mails.length,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
