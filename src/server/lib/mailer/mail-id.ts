import { randomBytes } from 'node:crypto';

let lastMs = 0;
let sequence = 0;

/**
 * A time-ordered UUID (version 7, RFC 9562) for outbox rows. Tests run on a fixed clock, so many messages share
 * created_at; ordering by (created_at, id) still lists them in the order they were written, which is how tests
 * find the newest magic link. The id's time is the real time on purpose: it only orders, it is not business time.
 * Within one millisecond the 12-bit rand_a field is a counter, so ids from one process never go backwards.
 */
export function newMailId(): string {
  const now = Date.now();
  if (now > lastMs) {
    lastMs = now;
    sequence = randomBytes(2).readUInt16BE() & 0x3ff;
  } else if (++sequence > 0xfff) {
    lastMs += 1;
    sequence = 0;
  }
  const bytes = randomBytes(16);
  bytes.writeUIntBE(lastMs, 0, 6);
  bytes[6] = 0x70 | (sequence >> 8);
  bytes[7] = sequence & 0xff;
  bytes[8] = 0x80 | (bytes[8]! & 0x3f);
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
