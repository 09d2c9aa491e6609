import { createQueryId, type CompiledQuery, type Compilable, type Kysely } from 'kysely';
import type { DatabaseSchema } from './schema.ts';

/** Stands for a named value while the query is built once; never reaches the database. */
class Slot {
  constructor(readonly name: string) {}
}

/** For each of a compiled query's parameters, the name of the value it takes, or null for a constant. */
type Slots = (string | null)[];

/**
 * A query of fixed shape that Kysely builds and compiles once per dialect, then runs with new values.
 * Building and compiling took a sixth of an authenticated read's server time (bench/notes, profile of
 * `GET /me`), on every request, for the same SQL text. `build` is called once, with stand-ins for the values
 * of `params`, so it must pass each value on as it is (no arithmetic, string calls or branches on it: that is
 * refused); a query whose shape depends on a value needs one PreparedQuery per shape.
 *
 * The compiled query is kept per dialect adapter, which a database handle and its transactions share
 * (Kysely's executor exposes it). A handle with plugins (the tests' crash seam) still has every execution
 * pass through their `transformQuery` and is compiled each time, as a built query would be.
 */
export class PreparedQuery<Params extends object, Row> {
  private readonly templates = new WeakMap<object, { compiled: CompiledQuery<Row>; slots: Slots }>();

  constructor(private readonly build: (db: Kysely<DatabaseSchema>, params: Params) => Compilable<Row>) {}

  async execute(db: Kysely<DatabaseSchema>, params: Params): Promise<Row[]> {
    const executor = db.getExecutor();
    let template = this.templates.get(executor.adapter);
    if (!template) {
      template = this.compile(db);
      this.templates.set(executor.adapter, template);
    }
    let { compiled, slots } = template;
    if (executor.plugins.length > 0) {
      const queryId = createQueryId();
      compiled = executor.compileQuery<Row>(executor.transformQuery(compiled.query, queryId), queryId);
      slots = slotsOf(compiled);
    }
    const values = params as Record<string, unknown>;
    // Kysely leaves out a column whose value is undefined; bound, it is NULL, which those columns default to.
    const parameters = compiled.parameters.map((value, i) => (slots[i] === null || slots[i] === undefined ? value : (values[slots[i]] ?? null)));
    return (await db.executeQuery<Row>({ ...compiled, parameters })).rows;
  }

  private compile(db: Kysely<DatabaseSchema>): { compiled: CompiledQuery<Row>; slots: Slots } {
    const read = new Set<string>();
    const standIns = new Proxy({} as Params, {
      get: (_target, name) => {
        read.add(String(name));
        return new Slot(String(name));
      },
    });
    // Built without the handle's plugins: they run at each execution instead.
    const builder = this.build(db.withoutPlugins(), standIns);
    const compiled = builder.compile();
    const slots = slotsOf(compiled);
    // A value read while building but bound nowhere was changed or branched on: the query would be wrong.
    const unbound = [...read].filter((name) => !slots.includes(name));
    if (unbound.length > 0) throw new Error(`PreparedQuery: ${unbound.join(', ')} not bound as given`);
    return { compiled, slots };
  }
}

function slotsOf(compiled: CompiledQuery): Slots {
  return compiled.parameters.map((value) => (value instanceof Slot ? value.name : null));
}
