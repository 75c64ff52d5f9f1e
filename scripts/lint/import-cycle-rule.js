/**
 * The ESLint rule behind `satori/no-import-cycle`: no module may lead back to itself through its imports, and type-only
 * imports (`import type`, `export type … from`, `import('…').Type`) count as much as value and dynamic imports do.
 *
 * import-x/no-cycle, which this replaces, skips type-only imports by design and has no option to count them
 * (eslint-plugin-import-x 4.18.1, lib/rules/no-cycle.js). A type-only cycle still ties two modules together: neither can
 * change its contract without the other, and a value import added later to either side turns it into a runtime cycle.
 *
 * It reads TypeScript's program (typed linting), so imports resolve exactly as `tsc` resolves them, `@/` included.
 * Written in JavaScript because eslint.config.js loads it directly in Node.
 */
import { relative } from 'node:path';
import ts from 'typescript';

/** The module names a file imports, with their positions: static, re-exported, dynamic and type-level imports alike. */
function importedModuleNames(sourceFile) {
  /** @type {{ name: string, start: number, end: number }[]} */
  const names = [];
  const add = (literal) => names.push({ name: literal.text, start: literal.getStart(sourceFile), end: literal.getEnd() });
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      add(node.moduleSpecifier);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteralLike(argument)) add(argument);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      add(node.argument.literal);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return names;
}

// ESLint builds a new program as files are opened, but unchanged files keep their SourceFile objects, and every
// program under src/ resolves modules with the same paths: both caches outlive a program.
/** @type {WeakMap<ts.SourceFile, { name: string, start: number, end: number }[]>} */
const namesBySourceFile = new WeakMap();
/** @type {Map<string, string | undefined>} */
const resolvedFiles = new Map();

/** The project file a module name leads to, or undefined for packages, virtual modules and anything unresolved. */
function resolveImport(program, name, importer) {
  const key = `${importer}\0${name}`;
  if (!resolvedFiles.has(key)) {
    const { resolvedModule } = ts.resolveModuleName(name, importer, program.getCompilerOptions(), ts.sys);
    resolvedFiles.set(key, resolvedModule && !resolvedModule.isExternalLibraryImport ? resolvedModule.resolvedFileName : undefined);
  }
  return resolvedFiles.get(key);
}

function importsOf(program, fileName) {
  const sourceFile = program.getSourceFile(fileName);
  if (!sourceFile) return [];
  let names = namesBySourceFile.get(sourceFile);
  if (!names) {
    names = importedModuleNames(sourceFile);
    namesBySourceFile.set(sourceFile, names);
  }
  return names.map((imported) => ({ ...imported, file: resolveImport(program, imported.name, fileName) }));
}

/** The shortest chain of imports from `start` back to `target`, as file names from `start` to `target`, if there is one. */
function pathBack(program, start, target) {
  /** @type {Map<string, string | undefined>} */
  const cameFrom = new Map([[start, undefined]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = /** @type {string} */ (queue.shift());
    for (const { file: next } of importsOf(program, file)) {
      if (next === undefined) continue;
      if (next === target) {
        const chain = [target];
        for (let step = file; step !== undefined; step = cameFrom.get(step)) chain.unshift(step);
        return chain;
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
  return undefined;
}

/** @type {import('eslint').Rule.RuleModule} */
export const importCycleRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles, type-only imports included.' },
    schema: [],
    messages: {
      cycle: 'Import cycle: {{chain}}. Type-only imports count. Move what both sides need into a module that imports neither.',
    },
  },
  create(context) {
    const program = context.sourceCode.parserServices?.program;
    if (!program) throw new Error(`satori/no-import-cycle needs typed linting (parserOptions.projectService) for ${context.filename}.`);
    const fileName = context.physicalFilename;
    return {
      Program() {
        for (const { file, start, end } of importsOf(program, fileName)) {
          if (file === undefined || file === fileName) continue;
          const chain = pathBack(program, file, fileName);
          if (!chain) continue;
          context.report({
            loc: { start: context.sourceCode.getLocFromIndex(start), end: context.sourceCode.getLocFromIndex(end) },
            messageId: 'cycle',
            data: { chain: [fileName, ...chain].map((step) => relative(context.cwd, step)).join(' → ') },
          });
        }
      },
    };
  },
};
