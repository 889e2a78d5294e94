// Statements built once and run many times (issue 23). Kysely builds a query anew on every call:
// parsing the select list, freezing nodes, the CamelCasePlugin's pass and compiling cost more
// than running a point read on SQLite (the cams listing's profile: Kysely 18 % of the process,
// for the token lookup and the grid settings read of every request). A reusable query is built
// and compiled once per database handle with stand-ins for its arguments; each call runs the
// compiled statement with the call's values in their places. It goes through the same executor
// (plugins' result pass, the driver, the write watch of server/db/tableAccess.ts), so its rows
// and its reads are those of the query built by hand.
import type { Compilable, CompiledQuery, Kysely, Transaction } from 'kysely';
import type { Database } from './schema.ts';

type Db = Kysely<Database> | Transaction<Database>;
type Argument = string | number | null;

/** A stand-in no real argument equals: its place among the parameters is the argument's. */
const standIn = (index: number) => `\u0000reusable-query-argument-${index}\u0000`;

/**
 * `build` receives stand-ins for the arguments and must use each as a parameter (a value
 * compared or inserted), never to shape the statement. Answers a function running the compiled
 * statement with the call's arguments; handles it was not compiled for (a transaction) compile
 * theirs on first use.
 */
export function reusableQuery<Args extends Argument[], Row>(
  build: (db: Db, ...args: Args) => Compilable<Row>,
): (db: Db, ...args: Args) => Promise<Row[]> {
  const compiled = new WeakMap<Db, { query: CompiledQuery<Row>; places: (number | null)[] }>();
  return async (db, ...args) => {
    let kept = compiled.get(db);
    if (!kept) {
      const query = build(db, ...(args.map((_, index) => standIn(index)) as Args)).compile();
      const places = query.parameters.map((parameter) => {
        const index = args.findIndex((_, argIndex) => parameter === standIn(argIndex));
        return index === -1 ? null : index;
      });
      if (places.filter((place) => place !== null).length !== args.length) {
        throw new Error('reusableQuery: every argument must appear exactly once as a parameter of the statement');
      }
      kept = { query, places };
      compiled.set(db, kept);
    }
    const { query, places } = kept;
    const parameters = query.parameters.map((parameter, index) => (places[index] === null ? parameter : args[places[index]!]));
    const result = await db.executeQuery<Row>({ ...query, parameters });
    return result.rows;
  };
}
