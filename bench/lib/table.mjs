// Plain-text tables for the terminal.
export function formatTable({ title, columns, rows }) {
  const cells = rows.map((row) =>
    columns.map((c) => (row[c.key] === undefined ? '' : String(row[c.key]))),
  );
  const widths = columns.map((c, i) => Math.max(c.label.length, ...cells.map((r) => r[i].length)));
  const line = (values) =>
    values
      .map((v, i) => (columns[i].align === 'right' ? v.padStart(widths[i]) : v.padEnd(widths[i])))
      .join('  ');
  return [
    title,
    line(columns.map((c) => c.label)),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...cells.map(line),
  ].join('\n');
}
