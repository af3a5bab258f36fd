import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../../../', import.meta.url));

function serverSources(): string[] {
  const dirs = [join(root, 'core/server/src'), ...readdirSync(join(root, 'plugins')).map((plugin) => join(root, 'plugins', plugin, 'server/src'))];
  const files: string[] = [];
  const walk = (dir: string) => {
    let entries: import('node:fs').Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const path = join(dir, entry.name);
      if (entry.isDirectory() && entry.name !== 'node_modules' && entry.name !== 'migrations') walk(path);
      else if (entry.isFile() && entry.name.endsWith('.ts') && !/\.(spec|int-spec|d)\.ts$/.test(entry.name)) files.push(path);
    }
  };
  dirs.forEach(walk);
  return files;
}

/**
 * What a transaction's callback does that takes a second pooled connection, or may: a fork of the
 * injected EntityManager, or another service called without the callback's EntityManager (it then
 * queries on its own). The static half of nested-connection-guard.ts, for paths no spec runs.
 */
function findings(path: string, text: string): string[] {
  const file = relative(root, path);
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const out: string[] = [];
  const line = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === 'transactional' &&
      node.arguments[0] &&
      (ts.isArrowFunction(node.arguments[0]) || ts.isFunctionExpression(node.arguments[0]))
    ) {
      const callback = node.arguments[0];
      const parameter = callback.parameters[0]?.name.getText(source);
      const inside = (inner: ts.Node) => {
        if (ts.isCallExpression(inner)) {
          const callee = inner.expression.getText(source);
          // A fork of the injected EntityManager has no transaction: its queries take another connection.
          if (/\.fork$/.test(callee) || (callee === 'forWorkspace' && inner.arguments[0]?.getText(source) === 'this.em')) {
            out.push(`${file}:${line(inner)} ${inner.getText(source).slice(0, 60)}: a fork inside the transaction of line ${line(node)}`);
          }
          // Another service called without the transaction's EntityManager uses its own.
          const member = /^this\.(\w+)\.(\w+)$/.exec(callee);
          if (member && member[1] !== 'em') {
            const passes = parameter !== undefined && inner.arguments.some((argument) => new RegExp(`\\b${parameter}\\b`).test(argument.getText(source)));
            if (!passes) {
              out.push(`${file}:${line(inner)} ${callee}(…) without the transaction's EntityManager (${parameter ?? 'no parameter'}), line ${line(node)}`);
            }
          }
        }
        ts.forEachChild(inner, inside);
      };
      ts.forEachChild(callback.body, inside);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

describe('transactions hold one connection', () => {
  it('finds no fork, nor a service called without the transaction’s EntityManager, inside a transaction’s callback (core and plugins)', () => {
    const found = serverSources().flatMap((path) => findings(path, readFileSync(path, 'utf8')));
    expect(found).toEqual([]);
  });

  it('recognises both mistakes', () => {
    const code = `class S {
      run() {
        return forWorkspace(this.em, id).transactional(async (tx) => {
          await forWorkspace(this.em, id).find(A, {});
          await this.reports.start(id, input);
          await this.reports.storeDraft(tx, id, input);
        });
      }
    }`;
    const found = findings(join(root, 'plugins/x/server/src/s.ts'), code);
    expect(found).toHaveLength(2);
    expect(found[0]).toMatch(/a fork inside the transaction of line 3/);
    expect(found[1]).toMatch(/this\.reports\.start\(…\) without the transaction's EntityManager/);
  });
});
