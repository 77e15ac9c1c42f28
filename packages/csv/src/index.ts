// CSV the way a spreadsheet reads it, shared by the server (its exports) and the web app (the transactions export,
// the audit filter). Shipped as TypeScript source: bundlers, test runners and tsx read it as it is, and the server's
// build bundles it into dist/server.js.
export { parseCsv } from './read.ts';
export { CSV_BOM, csvCell, csvHeader, csvRow, toCsv, type CsvValue } from './write.ts';
