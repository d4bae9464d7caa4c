// `npm run seed`: empties the database and fills it again with the demo data (or the bare platform data with
// SEED_DEMO=false). Stop the server first when it uses the embedded database: only one process may open it.
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { DataDirLockedError } from '../db/lock';
import { seed, truncateAll } from '../seed';

const config = loadConfig();
try {
  const database = await openDatabase(config);
  try {
    await database.migrate();
    await truncateAll(database.db);
    await seed(database.db, {
      demo: config.seedDemo,
      firstAdmin:
        process.env.ADMIN_EMAIL && process.env.ADMIN_PASSWORD
          ? { email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD }
          : undefined,
    });
    console.log(`Database reset and seeded${config.seedDemo ? ' with demo data' : ''}.`);
  } finally {
    await database.close();
  }
} catch (err) {
  if (err instanceof DataDirLockedError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}
