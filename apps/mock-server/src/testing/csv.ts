// Reading the CSV exports back in tests, the way a spreadsheet would: the same reader the web app uses.
export { parseCsv } from '@vendor/csv';
