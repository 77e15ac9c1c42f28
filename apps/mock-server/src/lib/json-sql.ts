/**
 * Pieces of SQL that build the API's JSON inside PostgreSQL, shared by the views that read a whole page in one
 * statement (meals, orders). Each takes a column expression and writes it the way the API does.
 */

/** A timestamp column as the API writes it (UTC, milliseconds, "Z"): the database stores UTC. */
export const at = (column: string) => `to_char(${column}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A date column as the API writes it (YYYY-MM-DD). */
export const day = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;

/** Integer pence as pounds, the same double as JavaScript's pence / 100. */
export const pounds = (column: string) => `(${column} / 100.0)::float8`;

/** An upload (`media md`) as the contract's Media. */
export const MEDIA_JSON = `json_build_object('id', md.id, 'url', md.url,
  'meta', json_build_object('bucketName', md.bucket_name, 'documentType', md.content_type),
  'type', CASE WHEN md.content_type = 'application/pdf' THEN 'document' ELSE 'image' END,
  'purpose', md.purpose, 'filename', md.storage_key, 'originalFilename', md.original_filename,
  'createdAt', ${at('md.created_at')}, 'updatedAt', ${at('md.updated_at')}, 'deletedAt', ${at('md.deleted_at')})`;
