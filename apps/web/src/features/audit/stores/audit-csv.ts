import { parseCsv, toCsv } from '@vendor/csv';

/** The user column of the audit export: `Name (e-mail)` for a person, `System` for the platform. */
const USER_COLUMN = 1;

/**
 * The export narrowed to one person's events (or the platform's own): the header row stays, and the user column is
 * matched on the e-mail in brackets the server writes after the name (an unknown e-mail keeps no row). Written again
 * by the writer the server uses, so the file has the same byte-order mark and quoting as the whole export.
 */
export function filterCsvByUser(csv: string, who: { system: true } | { email: string }): string {
  const [header, ...rows] = parseCsv(csv.replace(/^\uFEFF/, ''));
  if (!header) return csv;
  const kept = rows.filter((row) => {
    const user = row[USER_COLUMN] ?? '';
    if ('system' in who) return user === 'System';
    return who.email !== '' && user.toLowerCase().endsWith(`(${who.email.toLowerCase()})`);
  });
  return toCsv(header, kept);
}
