/**
 * What the CLI says on stderr when the database it opened holds no company: run without the server's `DATA_DIR` (or
 * `DATABASE_URL`), it opens, or makes, another database, and every command then answers as if nothing existed.
 * `company create` is how a new database starts, so it goes unwarned.
 */
export function emptyDatabaseWarning(argv: readonly string[], companies: number, database: string, madeNow: boolean): string {
  if (companies > 0 || (argv[0] === 'company' && argv[1] === 'create')) return '';
  return [
    `Warning: this database holds no company (${database}${madeNow ? ', made just now' : ''}).`,
    "Is DATA_DIR/DATABASE_URL the server's? The embedded database is DATA_DIR/pglite, and DATA_DIR is ./.data",
    'of the folder the server was started in unless it was given another; give the CLI the same one.',
    '',
  ].join('\n');
}
