// The web build's JavaScript per route, gzipped (issue 8), for `npm run bench:api`.
// Builds apps/web with Vite's manifest into its own folder (never apps/web/dist, which other
// processes may be serving), reads the route table of apps/web/src/app/router.tsx, and adds up
// what a first visit to each route loads: the entry, the lazy chunks of the route's guards,
// layouts and page, and every chunk those import statically.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import ts from 'typescript';
import { REPO_ROOT } from './bench-database';

export const WEB_TARGETS = { landingKb: 170, totalKb: 350 };

const WEB_ROOT = path.join(REPO_ROOT, 'apps', 'web');
const ROUTER_FILE = path.join(WEB_ROOT, 'src', 'app', 'router.tsx');
const PATHS_FILE = path.join(WEB_ROOT, 'src', 'config', 'paths.ts');

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface RouteSize {
  path: string;
  /** Lazy modules the route needs beyond the entry (source paths below apps/web). */
  lazyModules: string[];
  files: number;
  gzipBytes: number;
}

export interface WebSizes {
  outDir: string;
  entryGzipBytes: number;
  routes: RouteSize[];
  /** Every .js file of the build, gzipped one by one. */
  totalGzipBytes: number;
  totalFiles: number;
}

/** `vite build --manifest` into outDir (emptied first). */
export async function buildWeb(outDir: string): Promise<void> {
  const output: string[] = [];
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(
      'npm',
      ['run', 'build', '-w', '@app/web', '--', '--manifest', '--outDir', outDir, '--emptyOutDir'],
      {
        cwd: REPO_ROOT,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    child.stdout.on('data', (d: Buffer) => output.push(d.toString()));
    child.stderr.on('data', (d: Buffer) => output.push(d.toString()));
    child.on('error', reject);
    child.on('exit', resolve);
  });
  if (code !== 0) throw new Error(`the web build failed (exit ${code}):\n${output.join('')}`);
}

export function measureWebSizes(outDir: string): WebSizes {
  const manifestFile = path.join(outDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`no Vite manifest at ${manifestFile}`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const gzipped = new Map<string, number>();
  const gzipSize = (file: string) => {
    let size = gzipped.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(path.join(outDir, file))).length;
      gzipped.set(file, size);
    }
    return size;
  };

  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('the manifest names no entry');
  /** The JS files a chunk brings: itself and its static imports, transitively. */
  const filesOf = (keys: string[]) => {
    const files = new Set<string>();
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key)) return;
      seen.add(key);
      const chunk = manifest[key];
      if (!chunk) throw new Error(`the manifest has no chunk ${key}`);
      if (chunk.file.endsWith('.js')) files.add(chunk.file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    keys.forEach(visit);
    return files;
  };
  const sum = (files: Set<string>) => [...files].reduce((total, file) => total + gzipSize(file), 0);

  const routes = readRoutes().map((route) => {
    const lazyKeys = route.lazySpecifiers.map((specifier) => manifestKey(manifest, specifier));
    const files = filesOf([entryKey, ...lazyKeys]);
    return { path: route.path, lazyModules: lazyKeys, files: files.size, gzipBytes: sum(files) };
  });
  const allJs = readdirSync(path.join(outDir, 'assets'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => `assets/${file}`);
  return {
    outDir,
    entryGzipBytes: sum(filesOf([entryKey])),
    routes,
    totalGzipBytes: allJs.reduce((total, file) => total + gzipSize(file), 0),
    totalFiles: allJs.length,
  };
}

/** The manifest's key (a source path below apps/web) of an import specifier of router.tsx. */
function manifestKey(manifest: Manifest, specifier: string): string {
  const base = specifier.startsWith('@/')
    ? path.join('src', specifier.slice(2))
    : path.join('src', 'app', specifier);
  for (const ext of ['', '.tsx', '.ts', '/index.tsx', '/index.ts']) {
    if (manifest[base + ext]) return base + ext;
  }
  throw new Error(`no chunk in the manifest for ${specifier} (looked for ${base}.*)`);
}

interface RouteModules {
  path: string;
  /** The import specifiers of the lazy components on the way to the route. */
  lazySpecifiers: string[];
}

/**
 * The leaf routes of router.tsx with the lazy components (`lazyNamed(...)`) each one renders on
 * its way down. Read from the source's syntax tree, so a new route is measured without a change
 * here; the path expressions (`paths.admin.users.path`) are evaluated against config/paths.ts.
 */
function readRoutes(): RouteModules[] {
  const source = ts.createSourceFile(
    ROUTER_FILE,
    readFileSync(ROUTER_FILE, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const loaders = new Map<string, string>(); // const memberArea = () => import('./routes/member-area')
  const lazyComponents = new Map<string, string>(); // const MemberGuard = lazyNamed(memberArea, 'MemberGuard')
  let routesArray: ts.ArrayLiteralExpression | undefined;

  const importOf = (node: ts.Node | undefined): string | undefined => {
    if (!node) return undefined;
    if (ts.isIdentifier(node)) return loaders.get(node.text);
    if (ts.isArrowFunction(node) && ts.isCallExpression(node.body)) {
      const call = node.body;
      const [arg] = call.arguments;
      if (call.expression.kind === ts.SyntaxKind.ImportKeyword && arg && ts.isStringLiteral(arg))
        return arg.text;
    }
    return undefined;
  };
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const decl of statement.declarationList.declarations) {
      if (!ts.isIdentifier(decl.name) || !decl.initializer) continue;
      const name = decl.name.text;
      const init = decl.initializer;
      const loader = importOf(init);
      if (loader) loaders.set(name, loader);
      if (
        ts.isCallExpression(init) &&
        ts.isIdentifier(init.expression) &&
        init.expression.text === 'lazyNamed'
      ) {
        const specifier = importOf(init.arguments[0]);
        if (!specifier) throw new Error(`router.tsx: cannot read the import of ${name}`);
        lazyComponents.set(name, specifier);
      }
      if (name === 'routes' && ts.isArrayLiteralExpression(init)) routesArray = init;
    }
  }
  if (!routesArray) throw new Error('router.tsx exports no `routes` array');

  const pathsModule = readPaths();
  const evaluatePath = (expr: ts.Expression): string => {
    if (ts.isStringLiteral(expr)) return expr.text;
    // paths.a.b.path
    const parts = expr.getText(source).split('.');
    if (parts[0] !== 'paths') throw new Error(`router.tsx: cannot read the path ${expr.getText(source)}`);
    let value: unknown = pathsModule;
    for (const part of parts.slice(1)) value = (value as Record<string, unknown>)[part];
    if (typeof value !== 'string') throw new Error(`router.tsx: ${expr.getText(source)} is no string`);
    return value;
  };
  const lazyIn = (expr: ts.Node): string[] => {
    const found: string[] = [];
    const visit = (node: ts.Node) => {
      if (ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) {
        const specifier = lazyComponents.get(node.tagName.getText(source));
        if (specifier) found.push(specifier);
      }
      ts.forEachChild(node, visit);
    };
    visit(expr);
    return found;
  };

  const leaves: RouteModules[] = [];
  const walk = (array: ts.ArrayLiteralExpression, parentPath: string, parentLazy: string[]) => {
    for (const element of array.elements) {
      if (!ts.isObjectLiteralExpression(element)) continue;
      const prop = (key: string) =>
        element.properties.find(
          (p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && p.name.getText(source) === key,
        )?.initializer;
      const pathExpr = prop('path');
      const own = pathExpr ? evaluatePath(pathExpr) : undefined;
      const fullPath =
        own === undefined
          ? parentPath
          : own.startsWith('/')
            ? own
            : `${parentPath.replace(/\/$/, '')}/${own}`;
      const elementExpr = prop('element');
      const lazy = [...parentLazy, ...(elementExpr ? lazyIn(elementExpr) : [])];
      const children = prop('children');
      if (children && ts.isArrayLiteralExpression(children)) walk(children, fullPath, lazy);
      else if (pathExpr || prop('index')) {
        // A route listed twice (an index route and its own path) is measured once.
        if (!leaves.some((leaf) => leaf.path === fullPath))
          leaves.push({ path: fullPath, lazySpecifiers: [...new Set(lazy)] });
      }
    }
  };
  walk(routesArray, '', []);
  return leaves;
}

/** config/paths.ts has no imports: its object literal is evaluated by transpiling it alone. */
function readPaths(): Record<string, unknown> {
  const js = ts.transpileModule(readFileSync(PATHS_FILE, 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
  }).outputText;
  const exports: Record<string, unknown> = {};
  new Function('exports', js)(exports);
  const paths = exports.paths;
  if (!paths || typeof paths !== 'object') throw new Error('config/paths.ts exports no `paths`');
  return paths as Record<string, unknown>;
}

export const kb = (bytes: number) => bytes / 1024;
