/**
 * A result's day as its certificate prints it. In UTC, so the page, the PDF and the public check show the same day
 * wherever the reader is.
 */
const RESULT_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

export function formatResultDate(iso: string): string {
  return RESULT_DATE.format(new Date(iso));
}
