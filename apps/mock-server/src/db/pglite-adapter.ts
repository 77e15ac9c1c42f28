import { PGlite } from '@electric-sql/pglite';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { PGLITE_EXTENSIONS } from './pglite-extensions.ts';

type Adapter = Awaited<ReturnType<PrismaPGlite['connect']>>;

/**
 * Runs a migration script the way the PostgreSQL driver adapter does: one statement at a time, each on its own (split
 * at every semicolon, which is why migrations spell the semicolons of function bodies \073), awaited, failures thrown.
 * The stock PGlite adapter sends the whole script at once, which PostgreSQL runs as one implicit transaction, where
 * CREATE INDEX CONCURRENTLY is refused; and it does not wait for the script, so a failure escaped unhandled.
 */
async function runStatements(pglite: PGlite, script: string): Promise<void> {
  for (const statement of script.split(';').map((s) => s.trim())) {
    if (statement) await pglite.exec(statement);
  }
}

function statementByStatement(adapter: Adapter, pglite: PGlite): Adapter {
  adapter.executeScript = (script: string) => runStatements(pglite, script);
  return adapter;
}

/** Prisma's PGlite adapter factory, with migration scripts run statement by statement (above). */
export class PglitePrisma extends PrismaPGlite {
  constructor(private readonly pglite: PGlite) {
    super(pglite);
  }

  override async connect(): Promise<Adapter> {
    return statementByStatement(await super.connect(), this.pglite);
  }

  override async connectToShadowDb(): Promise<Adapter> {
    const shadow = new PGlite({ dataDir: 'memory://shadow', extensions: PGLITE_EXTENSIONS });
    const adapter = await new PrismaPGlite(shadow).connect();
    return statementByStatement(adapter, shadow);
  }
}
