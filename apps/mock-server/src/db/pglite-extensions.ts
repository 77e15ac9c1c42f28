import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The PostgreSQL extensions the migrations create (pg_trgm and btree_gin, for the customer search's index of a
 * kitchen's customers by trigram), which an embedded database must be opened with: pass to every `new PGlite(...)`.
 */
export const PGLITE_EXTENSIONS = { pg_trgm, btree_gin };
