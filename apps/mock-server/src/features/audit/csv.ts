export { csvCell, toCsv } from '../../lib/csv.ts';
