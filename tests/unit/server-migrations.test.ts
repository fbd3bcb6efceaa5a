import { describe, expect, it } from 'vitest';
import { splitStatements, SqlFolderMigrationProvider } from '../../server/db/migrate';

describe('SQL migrations', () => {
  it('split into statements at semicolons that end a line, without comment lines', () => {
    const source = ['-- a comment; with a semicolon', 'create table a (', "  note text default 'x;y'", ');', '', 'create index b on a (note);  ', ''].join('\n');
    expect(splitStatements(source)).toEqual(["create table a (\n  note text default 'x;y'\n)", 'create index b on a (note)']);
  });

  it('keep a dollar-quoted function body whole, semicolons, blank and comment lines inside it included', () => {
    const body = ['$body$', 'begin', '  -- why, inside the body', "  raise exception 'no; never' using errcode = '42501';", '', 'end;', '$body$'].join('\n');
    const source = ['-- a function', `create function refuse() returns trigger language plpgsql as ${body};`, 'create trigger t before delete on a for each row execute function refuse();', "select '$$';", ''].join('\n');
    expect(splitStatements(source)).toEqual([`create function refuse() returns trigger language plpgsql as ${body}`, 'create trigger t before delete on a for each row execute function refuse()', "select '$$'"]);
    expect(splitStatements('do $$ begin perform 1; end $$;\nselect 1;')).toEqual(['do $$ begin perform 1; end $$', 'select 1']);
  });

  it('are read from the migrations folder in the order of their numbers', async () => {
    const migrations = await new SqlFolderMigrationProvider().getMigrations();
    const names = Object.keys(migrations);
    expect(names[0]).toBe('0001_catalogue');
    expect(names).toEqual([...names].sort());
  });
});
