// Runs drizzle-kit so that it finds this package's drizzle-orm. npm installs drizzle-kit at the
// workspace root but drizzle-orm under apps/server, where drizzle-kit's own lookups never look.
import Module, { createRequire, register } from 'node:module';
import path from 'node:path';

const serverPackage = new URL('../package.json', import.meta.url).href;
const serverRequire = createRequire(serverPackage);
const isDrizzleOrm = (spec) => spec === 'drizzle-orm' || spec.startsWith('drizzle-orm/');

// require() from drizzle-kit's CommonJS bundle
const serverDir = path.dirname(new URL(serverPackage).pathname);
const serverParent = {
  id: serverDir,
  filename: path.join(serverDir, 'package.json'),
  paths: Module._nodeModulePaths(serverDir),
};
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, parent, ...rest) {
  return resolveFilename.call(this, request, isDrizzleOrm(request) ? serverParent : parent, ...rest);
};

// import() from the same bundle goes through the ESM resolver
const hook = `
export async function resolve(spec, context, next) {
  const own = spec === 'drizzle-orm' || spec.startsWith('drizzle-orm/');
  return next(spec, own ? { ...context, parentURL: ${JSON.stringify(serverPackage)} } : context);
}`;
register(`data:text/javascript,${encodeURIComponent(hook)}`);

serverRequire(path.join(path.dirname(serverRequire.resolve('drizzle-kit')), 'bin.cjs'));
