// The search engine of the database in use (engine.ts has the interface both keep): a module
// above the engine interface and both engines, so that none of the three imports another in a
// circle.
import type { SearchEngine } from './engine.ts';
import { createPostgresEngine } from './postgresEngine.ts';
import { createSqliteEngine } from './sqliteEngine.ts';

export function createSearchEngine(dialect: 'sqlite' | 'postgres'): SearchEngine {
  return dialect === 'postgres' ? createPostgresEngine() : createSqliteEngine();
}
