import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import { bindMigrationAwareSqlAdapterFactory } from '@prisma/driver-adapter-utils';
import type { MigrationList, SchemaEngine } from '@prisma/schema-engine-wasm';

const require = createRequire(import.meta.url);

type WasmExports = Record<string, unknown>;
type Bindings = typeof import('@prisma/schema-engine-wasm/schema_engine_bg') & {
  __wbg_set_wasm(exports: WasmExports): void;
};
// Node's global WebAssembly, typed narrowly because the server's lib settings carry no DOM types.
const { WebAssembly: wasm } = globalThis as unknown as {
  WebAssembly: { instantiate(bytes: Uint8Array, imports: object): Promise<{ instance: { exports: WasmExports } }> };
};
let bindings: Promise<Bindings> | undefined;

/**
 * Loads Prisma's WASM schema engine by hand so plain Node 20 (no --experimental-wasm-modules) and tsx can run
 * migrations.
 * The package's own entry imports the .wasm file as an ES module, which Node 20 only allows behind a flag.
 */
function loadBindings(): Promise<Bindings> {
  bindings ??= (async () => {
    const glue = (await import('@prisma/schema-engine-wasm/schema_engine_bg')) as Bindings;
    const wasmPath = path.join(
      path.dirname(require.resolve('@prisma/schema-engine-wasm/schema_engine_bg')),
      'schema_engine_bg.wasm',
    );
    const { instance } = await wasm.instantiate(await readFile(wasmPath), { './schema_engine_bg.js': glue as never });
    glue.__wbg_set_wasm(instance.exports);
    (instance.exports.__wbindgen_start as () => void)();
    return glue;
  })();
  return bindings;
}

/** Opens the schema engine on a driver adapter factory (PGlite or pg). */
export async function openSchemaEngine(
  factory: SqlMigrationAwareDriverAdapterFactory,
  schema: { path: string; content: string },
): Promise<SchemaEngine> {
  const { SchemaEngine } = await loadBindings();
  const log = () => {};
  return SchemaEngine.new(
    { datamodels: [[schema.path, schema.content]] },
    log,
    bindMigrationAwareSqlAdapterFactory(factory),
  );
}

export const noFilters = { externalTables: [], externalEnums: [] };

/** Reads prisma/migrations in the shape the engine expects. */
export async function readMigrations(migrationsDir: string): Promise<MigrationList> {
  const { readdir } = await import('node:fs/promises');
  const entries = (await readdir(migrationsDir, { withFileTypes: true }).catch(() => []))
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  const migrationDirectories = await Promise.all(
    entries.map(async (name) => ({
      path: name,
      migrationFile: {
        path: 'migration.sql',
        content: await readFile(path.join(migrationsDir, name, 'migration.sql'), 'utf8').then(
          (value) => ({ tag: 'ok' as const, value }),
          (e: Error) => ({ tag: 'error' as const, value: e.message }),
        ),
      },
    })),
  );
  const lockPath = path.join(migrationsDir, 'migration_lock.toml');
  const lockContent = await readFile(lockPath, 'utf8').catch(() => null);
  return {
    baseDir: migrationsDir,
    lockfile: { path: 'migration_lock.toml', content: lockContent },
    shadowDbInitScript: '',
    migrationDirectories,
  };
}
