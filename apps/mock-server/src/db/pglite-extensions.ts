import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The PostgreSQL extensions the migrations create (pg_trgm, for the customer search's trigram index), which an
 * embedded database must be opened with: pass to every `new PGlite(...)`.
 */
export const PGLITE_EXTENSIONS = { pg_trgm };
