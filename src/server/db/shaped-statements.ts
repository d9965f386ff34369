import { type Compilable, CompiledQuery } from 'kysely';

/**
 * Marks a value's slot while a shape is compiled. NUL is refused in every text the API accepts
 * (http/nul-characters.ts), so no value holds it.
 */
const MARK = '\u0000';
const markOf = (slot: number) => `${MARK}${slot}${MARK}`;
/** The slot a parameter marks, when it is a mark and nothing else. */
function slotOf(parameter: unknown): number | undefined {
  if (typeof parameter !== 'string' || !parameter.startsWith(MARK) || !parameter.endsWith(MARK)) return;
  const slot = parameter.slice(1, -1);
  return /^\d+$/.test(slot) ? Number(slot) : undefined;
}

/** Where a compiled statement's parameter comes from: the call's values, by slot, or the shape itself. */
type Source = { slot: number } | { constant: unknown };

interface Split {
  /** The arguments as text with every value left out: calls of one shape send one statement text. */
  shape: string;
  values: unknown[];
  /** With `marking`: the arguments with each value replaced by the mark of its slot. */
  marked: unknown;
}

/** Splits arguments into their shape and their values; copies them marked only when asked (a new shape). */
function split(args: unknown, shapeKeys: ReadonlySet<string>, marking: boolean): Split {
  const values: unknown[] = [];
  let shape = '';
  const walk = (value: unknown, key: string): unknown => {
    if (value === null || value === undefined || shapeKeys.has(key)) {
      shape += `${JSON.stringify(value) ?? 'u'},`;
      return value;
    }
    if (Array.isArray(value)) {
      shape += '[';
      const marked: unknown[] = [];
      for (const item of value) marked.push(walk(item, ''));
      shape += '],';
      return marking ? marked : undefined;
    }
    if (typeof value === 'object' && !(value instanceof Date)) {
      shape += '{';
      const marked: Record<string, unknown> = {};
      for (const name in value) {
        shape += `${name}:`;
        const item = walk((value as Record<string, unknown>)[name], name);
        if (marking) marked[name] = item;
      }
      shape += '},';
      return marking ? marked : undefined;
    }
    values.push(value);
    shape += `${value instanceof Date ? 'date' : typeof value},`;
    return marking ? markOf(values.length - 1) : undefined;
  };
  const marked = walk(args, '');
  return { shape, values, marked };
}

/**
 * Whether a parameter was made from a value rather than being one: a pattern or JSON holding its mark
 * (JSON writes it escaped), a number computed from it (NaN), an array of them.
 */
function carriesMark(parameter: unknown): boolean {
  if (typeof parameter === 'string') return parameter.includes(MARK) || parameter.includes('\\u0000');
  if (typeof parameter === 'number') return Number.isNaN(parameter);
  if (typeof parameter !== 'object' || parameter === null || parameter instanceof Date) return false;
  return Object.values(parameter).some(carriesMark);
}

/** The parameters' sources of a statement compiled from marked arguments, or null if a value is not one. */
function sourcesOf(compiled: CompiledQuery): Source[] | null {
  if (compiled.sql.includes(MARK)) return null;
  const sources: Source[] = [];
  for (const parameter of compiled.parameters) {
    const slot = slotOf(parameter);
    if (slot !== undefined) sources.push({ slot });
    else if (carriesMark(parameter)) return null;
    else sources.push({ constant: parameter });
  }
  return sources;
}

/**
 * A statement built and compiled once per shape of its arguments rather than on every call: Kysely's
 * building and compiling of the catalogue's page cost about 35 µs of a request's 300 µs of Node
 * (docs/performance.md). A call of a known shape only puts its own values into the parameters.
 *
 * What is shape and what is a value: under the property names in `shapeKeys`, a value is shape (what
 * the builder writes into the statement's text or branches on: a sort order, a literal, a filter's
 * field and kind); null and undefined are shape (whether a part is there), and so is how many items an
 * array holds; every other string, number, boolean, bigint and Date is a value.
 *
 * The builder must use a value only as a parameter, as it is, and never branch on it. A shape whose
 * statement makes something of a value (writes it into the text, or a parameter such as a LIKE pattern
 * or JSON built from it) is found out when it is first compiled, and its calls are then built and
 * compiled each time, as without this. At most `maxShapes` shapes are remembered; the others are built
 * each time too.
 */
export function createShapedStatements<Args, Row>(
  build: (args: Args) => Compilable<Row>,
  { shapeKeys, maxShapes = 500 }: { shapeKeys: readonly string[]; maxShapes?: number },
): (args: Args) => CompiledQuery<Row> {
  const shapeNames = new Set(shapeKeys);
  const shapes = new Map<string, { sql: string; sources: Source[] } | null>();
  return (args) => {
    const { shape, values } = split(args, shapeNames, false);
    let known = shapes.get(shape);
    if (known === undefined) {
      const compiled = build(split(args, shapeNames, true).marked as Args).compile();
      const sources = sourcesOf(compiled);
      known = sources && { sql: compiled.sql, sources };
      if (shapes.size < maxShapes) shapes.set(shape, known);
    }
    if (!known) return build(args).compile();
    const parameters = known.sources.map((source) =>
      'slot' in source ? values[source.slot] : source.constant,
    );
    return CompiledQuery.raw(known.sql, parameters) as CompiledQuery<Row>;
  };
}
