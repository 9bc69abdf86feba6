import { emptyDatabaseWarning } from './empty-database.warning';

describe('emptyDatabaseWarning', () => {
  const database = 'embedded PGlite in /home/ana/elsewhere/.data/pglite';

  it('asks whether DATA_DIR/DATABASE_URL is the server’s when the database holds no company, naming it', () => {
    const warning = emptyDatabaseWarning(['member', 'link', '--email', 'ops@lender.example'], 0, database, true);
    expect(warning).toContain(`no company (${database}, made just now)`);
    expect(warning).toContain("Is DATA_DIR/DATABASE_URL the server's?");
    expect(warning.endsWith('\n')).toBe(true);
    expect(emptyDatabaseWarning(['key', 'revoke', '--id', 'x'], 0, database, false)).toContain(`no company (${database}).`);
  });

  it('says nothing once the database has a company, nor for company create, which starts a new one', () => {
    expect(emptyDatabaseWarning(['member', 'link', '--email', 'ops@lender.example'], 1, database, false)).toBe('');
    expect(emptyDatabaseWarning(['company', 'create', '--name', 'Acme'], 0, database, true)).toBe('');
  });
});
