// Exit 0 when the PostgreSQL server in argv[2] answers within 3 seconds.
import { createRequire } from 'node:module';
const require = createRequire(new URL('../apps/mock-server/package.json', import.meta.url));
const { Client } = require('pg');
const client = new Client({ connectionString: process.argv[2], connectionTimeoutMillis: 3000 });
try {
  await client.connect();
  await client.query('select 1');
  await client.end();
  process.exit(0);
} catch {
  process.exit(1);
}
