import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { migratedTestDatabaseForSuite } from '../test/test-app';
import { queryRows } from './client';
import { users } from './schema';

describe('migrations', () => {
  const database = migratedTestDatabaseForSuite();

  it('enable the extensions search and booking rely on', async () => {
    const extensions = await queryRows<{ extname: string }>(
      database.db,
      sql`select extname from pg_extension`,
    );
    expect(extensions.map((r) => r.extname)).toEqual(
      expect.arrayContaining(['btree_gist', 'pg_trgm', 'unaccent']),
    );
    const [folded] = await queryRows<{ v: string }>(
      database.db,
      sql`select immutable_unaccent('Őrült Ümög Éva') as v`,
    );
    expect(folded?.v).toBe('Orult Umog Eva');
  });

  it('create the foundation tables', async () => {
    const tables = await queryRows<{ table_name: string }>(
      database.db,
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    );
    expect(tables.map((r) => r.table_name)).toEqual(
      expect.arrayContaining([
        'users',
        'sessions',
        'one_time_codes',
        'advisers',
        'askers',
        'consultation_types',
        'adviser_topics',
        'media',
        'outbox',
        'audit_log',
      ]),
    );
  });

  it('are safe to apply again', async () => {
    await expect(database.migrate()).resolves.toBeUndefined();
  });

  it('let the database refuse a duplicate or unnormalised e-mail', async () => {
    const base = { name: 'Teszt Elek', role: 'kerdezo' as const, passwordHash: 'x' };
    await database.db.insert(users).values({ ...base, email: 'teszt.elek@pelda.hu' });
    await expect(
      database.db.insert(users).values({ ...base, email: 'teszt.elek@pelda.hu' }),
    ).rejects.toThrow();
    await expect(
      database.db.insert(users).values({ ...base, email: 'Teszt.Elek@Pelda.hu' }),
    ).rejects.toThrow();
    await expect(
      database.db.insert(users).values({ ...base, email: 'masik@pelda.hu', role: 'guest' as never }),
    ).rejects.toThrow();
  });
});
