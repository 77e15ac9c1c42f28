export { csvCell, sendCsv, toCsv } from '../../lib/csv.ts';
