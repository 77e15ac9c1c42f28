export { csvCell, sendCsv, sendCsvStream, toCsv } from '../../lib/csv.ts';
