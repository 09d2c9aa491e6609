/** The CLI's tables: columns padded to their widest cell (the last one is left as it is). */
export function table(rows: string[][]): string[] {
  const widths = rows.reduce<number[]>((w, row) => row.map((cell, i) => Math.max(w[i] ?? 0, cell.length)), []);
  return rows.map((row) => row.map((cell, i) => (i === row.length - 1 ? cell : cell.padEnd(widths[i]!))).join('  ').trimEnd());
}

/** An ISO time as the CLI's tables show it, to the minute ("-" when there is none). */
export function shortDate(iso: string | null): string {
  return iso ? iso.replace('T', ' ').slice(0, 16) : '-';
}
