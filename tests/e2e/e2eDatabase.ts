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

/**
 * Changes the e2e server's SQLite file directly, for what no route does: time passing (an access
 * token left unused). WAL and the server's busy timeout let both write the file.
 */
export function writeE2eDatabase(write: (db: Database.Database) => void): void {
  const db = new Database('data/e2e/glimmer.sqlite');
  db.pragma('busy_timeout = 5000');
  try {
    write(db);
  } finally {
    db.close();
  }
}
