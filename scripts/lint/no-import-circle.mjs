// An ESLint rule: no import circle, counting `import type` and `export … from` (import-x/no-cycle skips type-only
// imports and has no option to count them, so a circle closed by a type import went unseen). A file imported by a
// file it imports, however far round, is a circle: the layers are then not layers. The graph is built from the
// files' text with TypeScript's own import scanner (relative imports only: the workspaces have no path aliases, and
// a package never imports back into the one importing it).
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.mjs'];

/** @type {Map<string, { mtimeMs: number; imports: { specifier: string; target: string }[] }>} */
const scanned = new Map();

function resolveRelative(fromFile, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(fromFile), specifier);
  const stem = base.replace(/\.(m?js|jsx)$/, '');
  const candidates = [
    base,
    ...EXTENSIONS.map((ext) => stem + ext),
    ...EXTENSIONS.map((ext) => path.join(base, `index${ext}`)),
  ];
  for (const candidate of candidates) {
    try {
      if (fs.statSync(candidate).isFile()) return candidate;
    } catch {
      // not this one
    }
  }
  return null;
}

/** The files `file` imports (values, types and re-exports alike), read from disk and kept while unchanged. */
function importsOf(file) {
  let stat;
  try {
    stat = fs.statSync(file);
  } catch {
    return [];
  }
  const known = scanned.get(file);
  if (known && known.mtimeMs === stat.mtimeMs) return known.imports;
  const text = fs.readFileSync(file, 'utf8');
  const imports = ts
    .preProcessFile(text, true, true)
    .importedFiles.map(({ fileName }) => ({ specifier: fileName, target: resolveRelative(file, fileName) }))
    .filter((edge) => edge.target !== null);
  scanned.set(file, { mtimeMs: stat.mtimeMs, imports });
  return imports;
}

/** The way back from `start` to `goal` (the specifiers followed), or null when there is none. */
function wayBack(start, goal) {
  const seen = new Set([start]);
  const queue = [{ file: start, route: [] }];
  while (queue.length > 0) {
    const { file, route } = queue.shift();
    for (const edge of importsOf(file)) {
      if (edge.target === goal) return [...route, path.relative(process.cwd(), file)];
      if (seen.has(edge.target)) continue;
      seen.add(edge.target);
      queue.push({ file: edge.target, route: [...route, path.relative(process.cwd(), file)] });
    }
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
const noImportCircle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import circles, counting type-only imports and re-exports.' },
    schema: [],
    messages: {
      circle:
        'Import circle (type imports count): {{route}} → back here. Move what both sides need to a lower file.',
    },
  },
  create(context) {
    const file = context.physicalFilename;
    function check(node) {
      const specifier = node.source && node.source.type === 'Literal' ? node.source.value : null;
      if (typeof specifier !== 'string') return;
      const target = resolveRelative(file, specifier);
      if (!target || target === file) return;
      const route = wayBack(target, file);
      if (route)
        context.report({ node: node.source, messageId: 'circle', data: { route: route.join(' → ') } });
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { 'no-import-circle': noImportCircle } };
