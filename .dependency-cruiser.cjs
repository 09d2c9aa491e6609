/**
 * The hexagon's import rules, checked on every test run (`npm run lint:deps`).
 *
 * Built when this file loads from the parts table in architecture/parts.json: edit the table, not the rules.
 * Each part gets one allow-list rule (`<part>-imports-only-allowed`): an import from the part is refused unless it
 * goes to one of the part's allowed parts, an allowed npm package, or (where allowed) a Node built-in. Each never
 * becomes one rule of its own name, so it still holds if someone adds an arrow; an arrow that contradicts a never
 * stops the load. tests/unit/architecture/planted-imports.test.ts plants a forbidden import per rule.
 */
const table = require('./architecture/parts.json');

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const byName = new Map(table.parts.map((part) => [part.name, part]));

function part(name, where) {
  const found = byName.get(name);
  if (!found) throw new Error(`architecture/parts.json: ${where} names an unknown part "${name}"`);
  return found;
}

/** A part's files: its folder, relative to the cruise's base directory. */
const partPath = (name, where) => `^${escape(part(name, where).path)}/`;

/** An npm package as dependency-cruiser resolves it: a path through node_modules; "@scope/*" for a whole scope. */
function packagePath(name) {
  if (name === 'any') return '(^|/)node_modules/';
  const scope = /^(@[^/]+)\/\*$/.exec(name);
  return `(^|/)node_modules/${scope ? `${escape(scope[1])}/[^/]+` : escape(name)}/`;
}

const partNames = table.parts.map((p) => p.name);

function allowListRule(p) {
  p.imports.forEach((name) => part(name, `${p.name}.imports`));
  const packages = p.packages === 'any' ? ['any'] : p.packages;
  return {
    name: `${p.name.replace(/\//g, '-')}-imports-only-allowed`,
    comment:
      `${p.name} (${p.role}) may import ${p.imports.join(', ')}; ` +
      `npm packages: ${p.packages === 'any' ? 'any' : packages.join(', ') || 'none'}; ` +
      `Node built-ins: ${p.builtins ? 'yes' : 'no'}.`,
    severity: 'error',
    from: { path: partPath(p.name, p.name) },
    to: {
      pathNot: [...p.imports.map((name) => partPath(name, p.name)), ...packages.map(packagePath)],
      ...(p.builtins ? { dependencyTypesNot: ['core'] } : {}),
    },
  };
}

function neverRule(never) {
  const where = `never ${never.name}`;
  const from = never.from === '*' ? partNames : never.from;
  const except = never.except ?? [];
  const bound = from.filter((name) => !except.includes(name)).map((name) => part(name, where));
  const to = never.to;
  for (const p of bound) {
    const contradiction =
      (to.builtins && p.builtins) ||
      (to.parts ?? []).find((name) => p.imports.includes(name)) ||
      (Array.isArray(p.packages) && (to.packages ?? []).find((name) => p.packages.includes(name)));
    if (contradiction) {
      throw new Error(`architecture/parts.json: ${p.name} allows what "${never.name}" forbids (${contradiction})`);
    }
  }
  const target = to.builtins
    ? { dependencyTypes: ['core'] }
    : { path: [...(to.parts ?? []).map((name) => partPath(name, where)), ...(to.packages ?? []).map(packagePath)] };
  return {
    name: never.name,
    comment: never.why,
    severity: 'error',
    from: never.from === '*' ? { pathNot: except.map((name) => partPath(name, where)) } : { path: bound.map((p) => partPath(p.name, where)) },
    to: target,
  };
}

module.exports = {
  forbidden: [
    ...table.parts.map(allowListRule),
    ...table.nevers.map(neverRule),
    {
      name: 'not-to-unresolvable',
      comment: 'An import that does not resolve escapes every rule above (they match resolved paths).',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      // Packages such as inversify 8 and zod 4 are found only through "exports"; without these
      // their imports stay unresolved, never reach node_modules/, and slip past the package rules.
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'],
    },
  },
};
