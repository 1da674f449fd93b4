import path from 'node:path';

/*
 * The server's areas (each directory directly under lib/server/) own their
 * tables, queries and rules. This rule keeps the imports honest:
 *   - an area never imports another area's repository (repo.ts, *-repo.ts),
 *     not even for a type: it calls the owner's service or query helpers;
 *   - only entry points import workflows: route files (lib/server/…/routes.ts,
 *     …-routes.ts, app/**), the scheduler (lib/server/scheduler/**) and tests.
 *     Type-only imports are allowed (a step helper may take a WorkflowContext);
 *     the transaction-and-outbox runner every area may run its own writes in
 *     lives in the outbox (outbox/run), not here;
 *   - lib/server/core/ imports no area (tests aside).
 */

const SERVER = 'lib/server/';
const REPO_FILE = /^(repo|[\w-]+-repo)(\.tsx?)?$/;
const ROUTE_FILE = /(^|\/|-)routes\.tsx?$/;
const TEST_FILE = /\.test\.tsx?$/;

/** A path relative to the project root, with forward slashes, or null when the import is a package. */
function resolveImport(root, fromFile, source) {
  if (source.startsWith('@/')) return source.slice(2);
  if (!source.startsWith('.')) return null;
  return path.relative(root, path.resolve(path.dirname(fromFile), source)).split(path.sep).join('/');
}

function areaOf(relativePath) {
  if (!relativePath.startsWith(SERVER)) return null;
  const [area, ...rest] = relativePath.slice(SERVER.length).split('/');
  return rest.length > 0 ? area : null;
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'keeps lib/server areas behind their services: no foreign repositories, workflows only from entry points, core imports no area' },
    schema: [],
    messages: {
      foreignRepo: 'Area "{{from}}" imports the repository of area "{{to}}" ({{source}}): call its service or query helpers instead.',
      workflowImport: 'Only route files, the scheduler and tests import workflows ({{source}}); an area calls services.',
      coreImportsArea: 'lib/server/core imports no area ({{source}} belongs to "{{to}}"): move the piece to core or invert the dependency.',
    },
  },
  create(context) {
    const root = context.cwd;
    const file = path.relative(root, context.filename).split(path.sep).join('/');
    const fromArea = areaOf(file);
    const isTest = TEST_FILE.test(file);
    const isEntry = ROUTE_FILE.test(file) || file.startsWith('app/') || file.startsWith('lib/server/scheduler/') || isTest || !file.startsWith('lib/');

    function check(node, source, typeOnly) {
      if (typeof source !== 'string') return;
      const target = resolveImport(root, context.filename, source);
      if (target === null) return;
      const toArea = areaOf(target);
      if (!toArea || toArea === fromArea) return;
      const base = target.split('/').pop();
      if (fromArea && REPO_FILE.test(base)) {
        context.report({ node, messageId: 'foreignRepo', data: { from: fromArea, to: toArea, source } });
        return;
      }
      if (toArea === 'workflows' && !isEntry && !typeOnly) {
        context.report({ node, messageId: 'workflowImport', data: { source } });
        return;
      }
      if (fromArea === 'core' && !isTest) context.report({ node, messageId: 'coreImportsArea', data: { source, to: toArea } });
    }

    const typeOnlyDeclaration = (node) =>
      node.importKind === 'type' ||
      node.exportKind === 'type' ||
      (node.specifiers?.length > 0 && node.specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type'));

    return {
      ImportDeclaration: (node) => check(node, node.source.value, typeOnlyDeclaration(node)),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value, typeOnlyDeclaration(node)),
      ExportAllDeclaration: (node) => check(node, node.source.value, node.exportKind === 'type'),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value, false),
    };
  },
};

const areaBoundaries = { rules: { 'area-boundaries': rule } };

export default areaBoundaries;
