/** One cell of a CSV export: text, a number, or nothing. */
export type CsvCell = string | number | null | undefined;

// A plain decimal ("-10.50", "3") is data, never a formula, so an amount keeps its minus sign.
const plainNumber = /^-?\d+(?:\.\d+)?$/u;
// What spreadsheet programs read as the start of a formula (OWASP "CSV injection").
const formulaStart = /^[=+\-@\t\r]/u;

/**
 * One cell as CSV text (RFC 4180): a text a spreadsheet would run as a formula gets a leading
 * apostrophe, and a cell holding a quote, comma, semicolon or line break is quoted with its
 * quotes doubled.
 */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && !plainNumber.test(text) && formulaStart.test(text)) {
    text = `'${text}`;
  }
  return /[",;\r\n]/u.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows (the head first) as CSV text, CRLF between rows. */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n');
}

/**
 * Saves rows as a CSV file through a Blob link. The byte order mark lets spreadsheet programs
 * read the accents of Portuguese texts as UTF-8.
 */
export function downloadCsv(fileName: string, rows: readonly (readonly CsvCell[])[]): void {
  const blob = new Blob(['\uFEFF', toCsv(rows)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName.endsWith('.csv') ? fileName : `${fileName}.csv`;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
