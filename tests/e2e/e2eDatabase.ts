import Database from 'better-sqlite3';

/** The e2e server's SQLite file, read directly (what the server stored), closed after `read`. */
export function readE2eDatabase<T>(read: (db: Database.Database) => T): T {
  const db = new Database('data/e2e/glimmer.sqlite', { readonly: true });
  try {
    return read(db);
  } finally {
    db.close();
  }
}
