import { defineConfig } from 'prisma/config';

// The CLI is only used for `prisma generate` and `prisma validate`; migrations run through
// scripts/migrate.ts on Prisma's WASM schema engine (see README), so no URL is needed here.
export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
});
