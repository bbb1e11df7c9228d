import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message as an in-process SMTP server received it, with the parts tests look at decoded. */
export interface ReceivedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  headers: Map<string, string>;
  text: string;
  html: string;
  raw: string;
}

/**
 * Test-only stand-in for a mail server: a real SMTP listener on 127.0.0.1 (no TLS, no auth) that records every
 * message, so tests exercise nodemailer's whole SMTP conversation. Port 0 picks a free port.
 */
export async function startTestSmtpServer(port = 0) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // A reverse DNS lookup of 127.0.0.1 per connection would only slow the tests down.
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const envelopeFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        const envelopeTo = session.envelope.rcptTo.map((r) => r.address);
        received.push({ envelopeFrom, envelopeTo, ...parseMime(Buffer.concat(chunks).toString('utf8')) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function splitHeaders(raw: string): { headers: Map<string, string>; body: string } {
  const end = raw.indexOf('\r\n\r\n');
  const head = (end === -1 ? raw : raw.slice(0, end)).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: end === -1 ? '' : raw.slice(end + 4) };
}

function decodeBody(body: string, encoding = '7bit'): string {
  if (/base64/i.test(encoding)) return Buffer.from(body, 'base64').toString('utf8');
  if (/quoted-printable/i.test(encoding)) {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** Just enough MIME for our messages: a single part, or multipart/alternative with text and HTML. */
function parseMime(raw: string): Omit<ReceivedMail, 'envelopeFrom' | 'envelopeTo'> {
  const { headers, body } = splitHeaders(raw);
  const parts = { text: '', html: '' };
  const boundary = /boundary="?([^";]+)"?/i.exec(headers.get('content-type') ?? '')?.[1];
  const sections = boundary ? body.split(`--${boundary}`).slice(1, -1) : [raw];
  for (const section of sections) {
    const part = splitHeaders(section.replace(/^\r\n/, ''));
    const decoded = decodeBody(part.body.replace(/\r\n$/, ''), part.headers.get('content-transfer-encoding'));
    const type = part.headers.get('content-type') ?? '';
    if (type.startsWith('text/plain')) parts.text = decoded;
    if (type.startsWith('text/html')) parts.html = decoded;
  }
  return { headers, ...parts, raw };
}
