/** Prints rows as an aligned text table: the first column left-aligned, the others right-aligned. */
export function printTable(headers: string[], rows: (string | number)[][]): void {
  const cells = [headers, ...rows.map((r) => r.map(String))];
  const widths = headers.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? '').length)));
  const line = (r: string[]) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(line(headers));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of cells.slice(1)) console.log(line(r));
}

export const fmt = {
  n: (v: number, digits = 0) => (Number.isFinite(v) ? v.toFixed(digits) : '-'),
  kb: (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`,
  s: (ms: number) => `${(ms / 1000).toFixed(2)} s`,
};
