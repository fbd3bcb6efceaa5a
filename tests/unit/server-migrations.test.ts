import { describe, expect, it } from 'vitest';
import { splitStatements, SqlFolderMigrationProvider } from '../../server/db/migrate';

describe('SQL migrations', () => {
  it('split into statements at semicolons that end a line, without comment lines', () => {
    const source = ['-- a comment; with a semicolon', 'create table a (', "  note text default 'x;y'", ');', '', 'create index b on a (note);  ', ''].join('\n');
    expect(splitStatements(source)).toEqual(["create table a (\n  note text default 'x;y'\n)", 'create index b on a (note)']);
  });

  it('are read from the migrations folder in the order of their numbers', async () => {
    const migrations = await new SqlFolderMigrationProvider().getMigrations();
    const names = Object.keys(migrations);
    expect(names[0]).toBe('0001_catalogue');
    expect(names).toEqual([...names].sort());
  });
});
