// Finds code that holds one pooled connection while asking the pool for another: inside a function that has a
// pg.PoolClient (a parameter typed PoolClient, which every withTransaction/withSavepoint callback has), any use of a
// pg.Pool or a Drizzle database on the pool (`deps.pool`, `pool`, `deps.db`), or any argument that carries one (`deps`,
// `app.deps`). Each such use asks for a second connection while the first is held: with every connection held by
// such requests, none is left for their second one and they all wait until the pool's timeout (503).
// Type-aware (the TypeScript checker), so a renamed variable or a helper handed `deps` is caught as well.
import path from 'node:path';
import ts from 'typescript';

export interface HeldClientFinding {
  file: string;
  line: number;
  text: string;
}

const POOL_TYPES = new Set(['Pool', 'NodePgDatabase']);

function isPoolType(type: ts.Type): boolean {
  if (type.isUnion()) return type.types.every(isPoolType);
  // Drizzle on a client (db/client.ts clientDb) says so in its type: NodePgDatabase & { $client: PoolClient }.
  if (type.isIntersection()) return type.types.some(isPoolType) && !type.getProperty('$client');
  const name = (type.aliasSymbol ?? type.getSymbol())?.getName();
  return name !== undefined && POOL_TYPES.has(name);
}

function isClientType(type: ts.Type): boolean {
  return (type.aliasSymbol ?? type.getSymbol())?.getName() === 'PoolClient';
}

/** An object that carries a pool (AppDeps, Pick<AppDeps, 'pool'>, app.deps). */
function carriesPool(checker: ts.TypeChecker, type: ts.Type): boolean {
  return ['pool', 'db'].some((name) => {
    const prop = type.getProperty(name);
    return prop !== undefined && isPoolType(checker.getNonNullableType(checker.getTypeOfSymbol(prop)));
  });
}

/** A parameter typed PoolClient, or a `const` of its own body that is one (`const client = await pool.connect()`). */
function holdsClient(checker: ts.TypeChecker, fn: ts.SignatureDeclaration): boolean {
  if (fn.parameters.some((p) => isClientType(checker.getTypeAtLocation(p)))) return true;
  const body = (fn as ts.FunctionLikeDeclaration).body;
  if (!body || !ts.isBlock(body)) return false;
  return body.statements.some(
    (s) =>
      ts.isVariableStatement(s) &&
      (s.declarationList.flags & ts.NodeFlags.Const) !== 0 &&
      s.declarationList.declarations.some((d) => isClientType(checker.getTypeAtLocation(d.name))),
  );
}

/** `pool.connect()`: how a client is had in the first place. */
function isConnectReceiver(node: ts.Node): boolean {
  const access = node.parent as ts.Node | undefined;
  return (
    access !== undefined &&
    ts.isPropertyAccessExpression(access) &&
    access.expression === node &&
    access.name.text === 'connect' &&
    ts.isCallExpression(access.parent)
  );
}

/** The uses of a pool inside functions that hold a client, in the given source files of `program`. */
export function findHeldClientPoolUses(program: ts.Program, files: readonly string[]): HeldClientFinding[] {
  const checker = program.getTypeChecker();
  const findings: HeldClientFinding[] = [];
  for (const fileName of files) {
    const source = program.getSourceFile(fileName);
    if (!source) throw new Error(`not in the program: ${fileName}`);
    const report = (node: ts.Node) => {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      findings.push({ file: fileName, line: line + 1, text: node.getText(source) });
    };
    const visit = (node: ts.Node, holding: boolean) => {
      if (ts.isTypeNode(node) || isConnectReceiver(node)) return;
      const nowHolding = holding || (ts.isFunctionLike(node) && holdsClient(checker, node));
      if (nowHolding) {
        if (
          (ts.isIdentifier(node) || ts.isPropertyAccessExpression(node)) &&
          !ts.isParameter(node.parent) &&
          isPoolType(checker.getTypeAtLocation(node))
        ) {
          report(node);
          return;
        }
        if (ts.isCallExpression(node)) {
          for (const arg of node.arguments) {
            if (carriesPool(checker, checker.getTypeAtLocation(arg))) report(arg);
          }
        }
      }
      ts.forEachChild(node, (child) => visit(child, nowHolding));
    };
    visit(source, false);
  }
  return findings;
}

/** A program over the api's sources (apps/api/tsconfig.json), optionally with extra in-memory files. */
export function apiProgram(extra: Record<string, string> = {}): { program: ts.Program; sources: string[] } {
  const configPath = path.resolve(import.meta.dirname, '../../tsconfig.json');
  const config = ts.readConfigFile(configPath, (f) => ts.sys.readFile(f));
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, path.dirname(configPath));
  const srcDir = path.resolve(import.meta.dirname, '../../src') + path.sep;
  const sources = parsed.fileNames.filter(
    (f) => path.resolve(f).startsWith(srcDir) && !f.endsWith('.test.ts'),
  );
  const host = ts.createCompilerHost(parsed.options);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (f) => extra[path.resolve(f)] ?? readFile(f);
  host.fileExists = (f) => path.resolve(f) in extra || fileExists(f);
  host.getSourceFile = (f, lang, ...rest) =>
    path.resolve(f) in extra
      ? ts.createSourceFile(f, extra[path.resolve(f)]!, lang)
      : getSourceFile(f, lang, ...rest);
  // In-memory files are checked alone (what they import is read as needed), the api's sources otherwise.
  const roots = Object.keys(extra).length > 0 ? Object.keys(extra) : sources;
  return { program: ts.createProgram(roots, { ...parsed.options, noEmit: true }, host), sources };
}
