/**
 * '29 Nov 2026': unambiguous in every locale of our readers (the same form the subscription card uses). In UTC,
 * the day the certificate, /verify and the PDFs print, so a test taken late in the evening shows one date everywhere.
 */
export function formatDay(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(iso));
}
