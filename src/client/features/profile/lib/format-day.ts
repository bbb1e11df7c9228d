/** '29 Nov 2026': unambiguous in every locale of our readers (the same form the subscription card uses). */
export function formatDay(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(iso));
}
