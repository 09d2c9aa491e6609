/**
 * Which requirement IDs of ../shared/spec/requirements.md are carried by a scenario or a test, per area.
 *
 * An ID counts only where a test runner sees it:
 * - a tag on a cucumber Scenario / Scenario Outline (or on its Feature, Rule or Examples, which cucumber
 *   passes down to the scenarios), read through the Gherkin parser and compiler cucumber itself uses;
 * - the name of a vitest `describe` / `it` / `test` block (also their `.only`, `.each(table)`, `.skipIf(c)`
 *   … forms and local aliases such as `const describe = baseDescribe.skipIf(x)`), read through the TypeScript
 *   compiler API. `.each` names are expanded from a literal table (`%s`, `%i`, `$key` …). A name "R-X-01 to
 *   R-X-17" counts every ID between. `.skip` / `.todo` blocks never pass, so they carry nothing.
 * Comments, other strings, step texts, fakes and support files carry nothing.
 *
 * This reads the sources, not a test report: an ID counts as proved only because the test command
 * (`npm test`) fails on any failing scenario or test, so on a green run every carried ID has a passing one.
 * Blocks behind `skipIf(<environment>)` (no PostgreSQL/Redis outside CI) are counted as they run in CI.
 *
 * Scenarios are split by the driver that runs them, from the profiles in cucumber.js (`core` runs every
 * scenario against the real server in-process, `http` those matching its tag expression over HTTP).
 *
 * Usage: npm run spec:coverage [-- --missing] [-- --areas AUTH,API] [-- --ids]
 *   --missing  list the IDs nothing carries
 *   --ids      list, per area, the IDs carried by the core driver only, the HTTP driver only, and both
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { AstBuilder, compile, GherkinClassicTokenMatcher, Parser } from '@cucumber/gherkin';
import { IdGenerator } from '@cucumber/messages';
import { parse as parseTagExpression } from '@cucumber/tag-expressions';
import ts from 'typescript';

const root = join(import.meta.dirname, '..');
// The catalogue beside the repo, else its generated copy (docs/requirements.md, same bullets).
const requirementsFile = [join(root, '../shared/spec/requirements.md'), join(root, 'docs/requirements.md')].find(existsSync);
if (!requirementsFile) {
  console.error('requirements.md not found (expected ../shared/spec/requirements.md)');
  process.exit(1);
}

const ids = [...new Set([...readFileSync(requirementsFile, 'utf8').matchAll(/^- \*\*(R-[A-Z]+-\d+)\*\*/gm)].map((m) => m[1]!))].filter((id) => !id.startsWith('R-OPEN-'));
const known = new Set(ids);

function files(dir: string, pattern: RegExp): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? files(path, pattern) : pattern.test(name) ? [path] : [];
    });
}

/** The IDs a test name or tag names; "R-X-01 to R-X-17" stands for every ID between. */
function idsIn(text: string): string[] {
  const found = [...text.matchAll(/R-[A-Z]+-\d+/g)].map((m) => m[0]);
  for (const m of text.matchAll(/R-([A-Z]+)-(\d+) to R-\1-(\d+)/g)) {
    for (let i = Number(m[2]); i <= Number(m[3]); i++) found.push(`R-${m[1]}-${String(i).padStart(m[2]!.length, '0')}`);
  }
  return found;
}

// --- Cucumber scenarios, per driver -------------------------------------------------------------------

type Profile = { tags?: string; worldParameters?: { driver?: string } };
const profiles = (await import(pathToFileURL(join(root, 'cucumber.js')).href)) as Record<string, Profile>;
const drivers = new Map<string, ((tags: string[]) => boolean)[]>();
for (const [name, profile] of Object.entries(profiles)) {
  const driver = profile?.worldParameters?.driver;
  if (name === 'default' || !driver) continue;
  const expression = profile.tags ? parseTagExpression(profile.tags) : null;
  drivers.set(driver, [...(drivers.get(driver) ?? []), (tags) => expression?.evaluate(tags) ?? true]);
}

const byDriver = new Map<string, Set<string>>([...drivers.keys()].map((d) => [d, new Set<string>()]));
// Scenarios that act through the client (features tagged @session): each of their IDs should run on every driver.
const clientIds = new Set<string>();
const clientIdsOnEveryDriver = new Set<string>();
let scenarios = 0;
for (const file of files(join(root, 'features'), /\.feature$/)) {
  const newId = IdGenerator.incrementing();
  const parser = new Parser(new AstBuilder(newId), new GherkinClassicTokenMatcher());
  const document = parser.parse(readFileSync(file, 'utf8'));
  for (const pickle of compile(document, relative(root, file), newId)) {
    scenarios++;
    const tags = pickle.tags.map((t) => t.name);
    const carried = tags.flatMap((t) => (/^@R-[A-Z]+-\d+$/.test(t) ? [t.slice(1)] : []));
    let everyDriver = true;
    for (const [driver, runs] of drivers) {
      if (runs.some((run) => run(tags))) for (const id of carried) byDriver.get(driver)!.add(id);
      else everyDriver = false;
    }
    if (tags.includes('@session')) {
      for (const id of carried) {
        clientIds.add(id);
        if (everyDriver) clientIdsOnEveryDriver.add(id);
      }
    }
  }
}

// --- Vitest blocks, per directory under tests/ ---------------------------------------------------------

const testFunctions = new Set(['describe', 'it', 'test', 'suite']);
const neverRun = new Set(['skip', 'todo']);
const modifiers = new Set(['only', 'each', 'for', 'skipIf', 'runIf', 'concurrent', 'sequential', 'shuffle', 'fails', ...neverRun]);

/** Whether `expr` is a vitest block function; `null` if not, else whether it is a never-running form. */
function blockFunction(expr: ts.Expression, names: Set<string>): { skipped: boolean; table?: ts.Expression } | null {
  if (ts.isIdentifier(expr)) return names.has(expr.text) ? { skipped: false } : null;
  if (ts.isPropertyAccessExpression(expr) && modifiers.has(expr.name.text)) {
    const inner = blockFunction(expr.expression, names);
    return inner && { ...inner, skipped: inner.skipped || neverRun.has(expr.name.text) };
  }
  if (ts.isCallExpression(expr)) {
    // it.each(table) / describe.skipIf(cond) / it.for(table): the call returns the block function.
    if (ts.isPropertyAccessExpression(expr.expression) && ['each', 'for'].includes(expr.expression.name.text)) {
      const inner = blockFunction(expr.expression, names);
      return inner && { ...inner, table: expr.arguments[0] };
    }
    if (ts.isPropertyAccessExpression(expr.expression) && ['skipIf', 'runIf'].includes(expr.expression.name.text)) return blockFunction(expr.expression, names);
  }
  return null;
}

function literalText(node: ts.Node | undefined): string | undefined {
  if (!node) return undefined;
  if (ts.isStringLiteralLike(node) || ts.isNumericLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return node.head.text + node.templateSpans.map((s) => `\${…}${s.literal.text}`).join('');
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const [l, r] = [literalText(node.left), literalText(node.right)];
    return l !== undefined && r !== undefined ? l + r : undefined;
  }
  if (node.kind === ts.SyntaxKind.TrueKeyword || node.kind === ts.SyntaxKind.FalseKeyword || node.kind === ts.SyntaxKind.NullKeyword) return node.getText();
  return undefined;
}

/** The names vitest gives the rows of `.each(table)` when the table is a literal array in the file. */
function eachNames(template: string, table: ts.Expression, constants: Map<string, ts.Expression>): string[] {
  let rows: ts.Expression = table;
  while (ts.isAsExpression(rows) || ts.isSatisfiesExpression(rows) || ts.isParenthesizedExpression(rows)) rows = rows.expression;
  if (ts.isIdentifier(rows) && constants.has(rows.text)) return eachNames(template, constants.get(rows.text)!, constants);
  if (!ts.isArrayLiteralExpression(rows)) return [template];
  return rows.elements.map((row, index) => {
    if (ts.isObjectLiteralExpression(row)) {
      return template.replace(/\$([A-Za-z_]\w*)/g, (all, key: string) => {
        const prop = row.properties.find((p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && p.name.getText() === key);
        return (prop && literalText(prop.initializer)) ?? all;
      });
    }
    const values = ts.isArrayLiteralExpression(row) ? [...row.elements] : [row];
    let next = 0;
    return template.replace(/%[sdifjoOc#%]/g, (spec) => (spec === '%%' ? '%' : spec === '%#' ? String(index) : (literalText(values[next++]) ?? spec)));
  });
}

/** The names of the vitest blocks of a file that can pass (not `.skip` / `.todo`, nor inside one). */
function blockNames(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const names = new Set(testFunctions);
  const constants = new Map<string, ts.Expression>();
  // import { describe as baseDescribe } from 'vitest'
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier) || statement.moduleSpecifier.text !== 'vitest') continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings)) {
      for (const e of bindings.elements) if (testFunctions.has((e.propertyName ?? e.name).text)) names.add(e.name.text);
    }
  }
  const found: string[] = [];
  const visit = (node: ts.Node, skipped: boolean): void => {
    // const describe = baseDescribe.skipIf(x); const cases = [...]
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      if (blockFunction(node.initializer, names)) names.add(node.name.text);
      else constants.set(node.name.text, node.initializer);
    }
    if (ts.isCallExpression(node)) {
      const block = blockFunction(node.expression, names);
      const name = block ? literalText(node.arguments[0]) : undefined;
      if (block && name !== undefined) {
        const inner = skipped || block.skipped;
        if (!inner) found.push(...(block.table ? eachNames(name, block.table, constants) : [name]));
        node.arguments.forEach((arg) => visit(arg, inner));
        return;
      }
    }
    ts.forEachChild(node, (child) => visit(child, skipped));
  };
  visit(source, false);
  return found;
}

const suites = ['unit', 'integration', 'security', 'e2e'] as const;
const bySuite = new Map<string, Set<string>>(suites.map((s) => [s, new Set<string>()]));
for (const file of files(join(root, 'tests'), /\.test\.tsx?$/)) {
  const suite = relative(join(root, 'tests'), file).split('/')[0]!;
  const set = bySuite.get(suite) ?? bySuite.set(suite, new Set()).get(suite)!;
  for (const name of blockNames(file)) for (const id of idsIn(name)) set.add(id);
}

// --- Report ----------------------------------------------------------------------------------------------

const core = byDriver.get('core') ?? new Set<string>();
const http = byDriver.get('http') ?? new Set<string>();
const carried = new Set([...byDriver.values(), ...bySuite.values()].flatMap((s) => [...s]));
const unknown = [...carried].filter((id) => !known.has(id) && !id.startsWith('R-OPEN-')).sort();

const args = process.argv.slice(2);
const areaFilter = args.includes('--areas') ? new Set(args[args.indexOf('--areas') + 1]!.split(',')) : null;
type Row = { total: number; hit: string[]; missing: string[]; coreOnly: string[]; httpOnly: string[]; both: string[]; suites: Map<string, number> };
const byArea = new Map<string, Row>();
for (const id of ids) {
  const area = id.split('-')[1]!;
  if (areaFilter && !areaFilter.has(area)) continue;
  const row = byArea.get(area) ?? { total: 0, hit: [], missing: [], coreOnly: [], httpOnly: [], both: [], suites: new Map(suites.map((s) => [s, 0])) };
  row.total++;
  (carried.has(id) ? row.hit : row.missing).push(id);
  if (core.has(id) && http.has(id)) row.both.push(id);
  else if (core.has(id)) row.coreOnly.push(id);
  else if (http.has(id)) row.httpOnly.push(id);
  for (const [suite, set] of bySuite) if (set.has(id)) row.suites.set(suite, (row.suites.get(suite) ?? 0) + 1);
  byArea.set(area, row);
}

const num = (n: number, w = 4) => String(n).padStart(w);
const sum = (f: (r: Row) => number) => [...byArea.values()].reduce((a, r) => a + f(r), 0);
console.log(`${scenarios} scenarios (features/), vitest block names (tests/); an ID counts once per column.`);
console.log(`${''.padEnd(10)} ${'covered'.padEnd(8)}  ${'-- scenarios by driver --'.padEnd(25)}  -- vitest names --`);
console.log(`${'area'.padEnd(10)} ${''.padEnd(8)}  core-only http-only  both  ${suites.map((s) => s.slice(0, 5).padStart(5)).join(' ')}`);
const line = (area: string, hit: number, total: number, r: { coreOnly: number; httpOnly: number; both: number; suites: number[] }, tail = '') =>
  `${area.padEnd(10)} ${`${num(hit, 3)}/${total}`.padEnd(8)}  ${num(r.coreOnly, 9)} ${num(r.httpOnly, 9)} ${num(r.both, 5)}  ${r.suites.map((n) => num(n, 5)).join(' ')}${tail}`;
for (const [area, r] of [...byArea].sort()) {
  const tail = args.includes('--missing') && r.missing.length ? `  missing: ${r.missing.join(' ')}` : '';
  console.log(line(area, r.hit.length, r.total, { coreOnly: r.coreOnly.length, httpOnly: r.httpOnly.length, both: r.both.length, suites: suites.map((s) => r.suites.get(s) ?? 0) }, tail));
}
const total = sum((r) => r.total);
const hit = sum((r) => r.hit.length);
console.log(
  line('(sum)', hit, total, {
    coreOnly: sum((r) => r.coreOnly.length),
    httpOnly: sum((r) => r.httpOnly.length),
    both: sum((r) => r.both.length),
    suites: suites.map((s) => sum((r) => r.suites.get(s) ?? 0)),
  }),
);
console.log(`all        ${hit}/${total} (${((hit / Math.max(total, 1)) * 100).toFixed(1)}%)`);
const clientOneDriver = [...clientIds].filter((id) => !clientIdsOnEveryDriver.has(id)).sort();
console.log(
  `acting through the client (@session scenarios): ${clientIdsOnEveryDriver.size}/${clientIds.size} IDs on both drivers` +
    (clientOneDriver.length ? `; on one driver only: ${clientOneDriver.join(' ')}` : ''),
);
if (args.includes('--ids')) {
  for (const [area, r] of [...byArea].sort()) {
    const parts = [
      ['core only', r.coreOnly],
      ['http only', r.httpOnly],
      ['both', r.both],
    ] as const;
    const text = parts.filter(([, list]) => list.length).map(([label, list]) => `${label}: ${list.join(' ')}`);
    if (text.length) console.log(`${area.padEnd(10)} ${text.join('; ')}`);
  }
}
if (unknown.length) console.log(`not in the catalogue: ${unknown.join(' ')}`);
