/**
 * Unicode's invisible direction controls (LRE, RLE, PDF, LRO, RLO, the isolates LRI, RLI, FSI, PDI, and the marks
 * LRM, RLM, ALM). In a name they can make a certificate read differently from what it holds ("Ann" shown as
 * "nnA", a forged suffix shown first); a person's name never needs one.
 */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

export function stripBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}
