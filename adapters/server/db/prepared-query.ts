import type { CompiledQuery, Compilable, Kysely } from 'kysely';
import type { DatabaseSchema } from './schema.ts';

/** Stands for the n-th value while the query is built once; never reaches the database. */
class Slot {
  constructor(readonly index: number) {}
}

interface Template<Row> {
  compiled: CompiledQuery<Row>;
  /** For each of the compiled query's parameters, the value's index in `execute`'s arguments, or null for a constant. */
  slots: (number | null)[];
}

/**
 * A query of fixed shape that Kysely builds and compiles once per database handle, then runs with new values.
 * Building and compiling a query took a sixth of an authenticated read's server time (bench/notes, profile of
 * `GET /me`), on every request, for the same SQL text. `build` is called once with stand-ins for the values,
 * so it must pass each value on as it is (no arithmetic, string calls or branches on it); a query whose shape
 * depends on a value needs one PreparedQuery per shape. Transactions are handles of their own and compile it
 * again; the hot reads run outside them.
 */
export class PreparedQuery<Args extends unknown[], Row> {
  private readonly templates = new WeakMap<Kysely<DatabaseSchema>, Template<Row>>();

  constructor(private readonly build: (db: Kysely<DatabaseSchema>, ...args: Args) => Compilable<Row>) {}

  async execute(db: Kysely<DatabaseSchema>, ...args: Args): Promise<Row[]> {
    const template = this.templates.get(db) ?? this.compile(db, args.length);
    const parameters = template.compiled.parameters.map((value, i) => {
      const slot = template.slots[i];
      return slot === null || slot === undefined ? value : args[slot];
    });
    return (await db.executeQuery<Row>({ ...template.compiled, parameters })).rows;
  }

  private compile(db: Kysely<DatabaseSchema>, arity: number): Template<Row> {
    const standIns = Array.from({ length: arity }, (_, index) => new Slot(index)) as unknown as Args;
    const compiled = this.build(db, ...standIns).compile();
    const slots = compiled.parameters.map((value) => (value instanceof Slot ? value.index : null));
    const used = new Set(slots.filter((slot) => slot !== null));
    // A value the query never binds was changed or branched on while building: the shape would be wrong.
    if (used.size !== arity) throw new Error(`PreparedQuery: ${arity - used.size} of ${arity} values are not bound as they were given`);
    const template = { compiled, slots };
    this.templates.set(db, template);
    return template;
  }
}
