import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/**
 * Exports of core/ that no production code uses (a rule exists once and is the one the app
 * runs). Production = core/, adapters/, web/; tests, features, scripts and bench do not count. An export
 * counts as used when its name appears as an identifier in another production file or again in its own
 * (matched by name: a clash can hide a finding, never invent one). Types and interfaces are left out.
 */
export interface UnusedExport {
  file: string;
  name: string;
}

const PRODUCTION_ROOTS = ['core', 'adapters', 'web'];

function sourceFiles(root: string, dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(join(root, dir))) {
    const path = join(dir, entry);
    if (statSync(join(root, path)).isDirectory()) out.push(...sourceFiles(root, path));
    else if (/\.(ts|tsx)$/.test(entry) && !entry.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

function exportedValues(source: ts.SourceFile): { name: string; node: ts.Node }[] {
  const found: { name: string; node: ts.Node }[] = [];
  const exported = (node: ts.Node) => ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
  for (const statement of source.statements) {
    if (!exported(statement)) continue;
    if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) && statement.name) found.push({ name: statement.name.text, node: statement.name });
    if (ts.isVariableStatement(statement)) {
      for (const d of statement.declarationList.declarations) if (ts.isIdentifier(d.name)) found.push({ name: d.name.text, node: d.name });
    }
  }
  return found;
}

export function findTestOnlyExports(root: string): UnusedExport[] {
  const files = PRODUCTION_ROOTS.flatMap((dir) => sourceFiles(root, dir));
  const parsed = new Map(files.map((f) => [f, ts.createSourceFile(f, readFileSync(join(root, f), 'utf8'), ts.ScriptTarget.Latest, true, f.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)]));
  // How often each file mentions each identifier (import specifiers included).
  const mentions = new Map<string, Map<string, number>>();
  for (const [file, source] of parsed) {
    const visit = (node: ts.Node) => {
      if (ts.isIdentifier(node)) {
        let byFile = mentions.get(node.text);
        if (!byFile) mentions.set(node.text, (byFile = new Map()));
        byFile.set(file, (byFile.get(file) ?? 0) + 1);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  const unused: UnusedExport[] = [];
  for (const [file, source] of parsed) {
    if (!file.startsWith('core/')) continue;
    for (const { name } of exportedValues(source)) {
      const byFile = mentions.get(name) ?? new Map<string, number>();
      // Used inside its own file (beyond its declaration) is used by the app too: the export serves its tests.
      const usedHere = (byFile.get(file) ?? 0) > 1;
      const usedElsewhere = [...byFile.keys()].some((f) => f !== file);
      if (!usedHere && !usedElsewhere) unused.push({ file: relative(root, join(root, file)), name });
    }
  }
  return unused.sort((a, b) => a.file.localeCompare(b.file) || a.name.localeCompare(b.name));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const unused = findTestOnlyExports(process.cwd());
  for (const u of unused) console.log(`${u.file}: ${u.name}`);
  console.log(`${unused.length} exports of core/ used by no production file`);
  process.exitCode = unused.length ? 1 : 0;
}
