import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PrismaPg } from '@prisma/adapter-pg';
import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { PrismaClient } from '../generated/prisma/client.ts';

export interface Database {
  prisma: PrismaClient;
  factory: SqlMigrationAwareDriverAdapterFactory;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL server; wins over the embedded database. */
  databaseUrl?: string | undefined;
  /** Folder for the embedded database; omitted means in memory (tests). */
  dataDir?: string | undefined;
}

/** Opens PostgreSQL when a URL is given, else embedded PGlite kept in DATA_DIR so data survives restarts. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const factory = new PrismaPg({ connectionString: options.databaseUrl, max: 10 });
    const prisma = new PrismaClient({ adapter: factory });
    return { prisma, factory, kind: 'postgres', close: () => prisma.$disconnect() };
  }
  let pglite: PGlite;
  if (options.dataDir) {
    const dir = path.join(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    pglite = new PGlite(dir);
  } else {
    pglite = new PGlite();
  }
  await pglite.waitReady;
  const factory = new PrismaPGlite(pglite);
  const prisma = new PrismaClient({ adapter: factory });
  return {
    prisma,
    factory,
    kind: 'pglite',
    close: async () => {
      await prisma.$disconnect();
      await pglite.close();
    },
  };
}
