import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

import { openPostgres, wrapPglite } from '../src/db/client';
import { seed } from '../src/seed';
import { templateDatabaseName, withDatabase, type DbTemplate } from './db-template';
// Before the seed: the demo accounts' hashes are then cheap to verify in every file (decision 0041).
import './password-cost';

/**
 * Migrates and seeds one database for the whole run; every test file then starts from a copy of it, which is much
 * faster than migrating and hashing the demo passwords again. PGlite: a dump of the data directory. PostgreSQL
 * (TEST_DATABASE_URL): a template database that test files clone with CREATE DATABASE … TEMPLATE.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const TEMPLATE_DB = templateDatabaseName();
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
      await admin.query(`create database ${TEMPLATE_DB}`);
    } finally {
      await admin.end();
    }
    const database = openPostgres(withDatabase(url, TEMPLATE_DB));
    await database.migrate();
    await seed(database.db, { demo: true });
    await database.close();
    project.provide('dbTemplate', { kind: 'postgres', url, template: TEMPLATE_DB } satisfies DbTemplate);
    return async () => {
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
      await cleanup.end();
    };
  }

  const dir = await mkdtemp(join(tmpdir(), 'bookone-test-'));
  const client = await PGlite.create();
  const database = wrapPglite(client);
  await database.migrate();
  await seed(database.db, { demo: true });
  const dump = await client.dumpDataDir('none');
  const file = join(dir, 'template.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('dbTemplate', { kind: 'pglite', file } satisfies DbTemplate);
  return () => rm(dir, { recursive: true, force: true });
}
