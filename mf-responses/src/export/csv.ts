import type { Cell } from './xlsx';

function csvField(value: Cell): string {
  const text = String(value);
  // Cells starting with = + - @ would run as formulas in a spreadsheet: prefix them with a quote.
  const safe = /^[=+\-@\t\r]/.test(text) && typeof value === 'string' ? `'${text}` : text;
  return /[",\r\n;]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** RFC 4180 CSV with CRLF line ends and a BOM, so Excel opens the Uzbek/Russian text as UTF-8. */
export function buildCsv(rows: Cell[][]): string {
  return `\uFEFF${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}
