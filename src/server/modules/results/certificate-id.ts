import { randomBytes } from 'node:crypto';

/** Crockford's base-32 alphabet: no I, L, O or U, so an id read aloud or typed from paper is not misread. */
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const GROUPS = 5;
const GROUP_LENGTH = 4;

/**
 * A new certificate id, 'IQC-XXXX-XXXX-XXXX-XXXX-XXXX': 20 characters of 5 random bits each (100 bits), so ids
 * cannot be guessed or walked. Each byte's low 5 bits are uniform because 256 is a multiple of 32.
 */
export function newCertificateId(): string {
  const bytes = randomBytes(GROUPS * GROUP_LENGTH);
  const chars = [...bytes].map((b) => CROCKFORD[b & 31]!);
  const groups = Array.from({ length: GROUPS }, (_, i) => chars.slice(i * GROUP_LENGTH, (i + 1) * GROUP_LENGTH).join(''));
  return ['IQC', ...groups].join('-');
}

/** Ids as people type them: Crockford reads lower case as upper case, and I/L as 1 and O as 0 (after the 'IQC' prefix). */
export function normaliseCertificateId(input: string): string {
  const upper = input.trim().toUpperCase();
  if (!upper.startsWith('IQC-')) return upper;
  return `IQC-${upper.slice(4).replace(/[IL]/g, '1').replace(/O/g, '0')}`;
}
