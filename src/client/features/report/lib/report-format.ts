/** '07:05': a duration in minutes and seconds, as the report shows time taken and the time limit. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}`;
}

/**
 * '22 Nov 2026': unambiguous in every locale of our readers. In UTC, the day the certificate, /verify and the PDFs
 * print, so the report never disagrees with them for a test taken late in the evening.
 */
export function formatTestDate(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(iso));
}
