import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The layers import in one direction: core ← server, core ← web; never server ↔ web or core → either. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((m) => m[1] ?? '');
}

function violations(layer: string, forbidden: RegExp): string[] {
  return sourceFiles(join('src', layer)).flatMap((file) =>
    importsOf(file)
      .filter((specifier) => forbidden.test(specifier))
      .map((specifier) => `${relative('.', file)} imports ${specifier}`),
  );
}

describe('layer boundaries', () => {
  it('core imports neither server nor web, nor Node-only modules', () => {
    expect(violations('core', /\/(server|web)\/|^node:|^(fastify|kysely|pg|react)/)).toEqual([]);
  });

  it('the web app never imports server code', () => {
    expect(violations('web', /\/server\/|^node:|^(fastify|kysely|pg)$/)).toEqual([]);
  });

  it('the server never imports web code', () => {
    expect(violations('server', /\/web\/|^react/)).toEqual([]);
  });
});

/** The source files `file` imports by a relative path, as paths from the repository's root. */
function localImportsOf(file: string): string[] {
  return importsOf(file)
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => relative('.', resolve(dirname(file), specifier)));
}

/** Each circle of imports among `files`, as its files in order, the first repeated at the end. */
function importCycles(files: string[]): string[][] {
  const graph = new Map(files.map((file) => [relative('.', file), localImportsOf(file)]));
  const cycles: string[][] = [];
  const done = new Set<string>();
  const visit = (file: string, path: string[]) => {
    const at = path.indexOf(file);
    if (at >= 0) {
      cycles.push([...path.slice(at), file]);
      return;
    }
    if (done.has(file) || !graph.has(file)) return;
    for (const next of graph.get(file) ?? []) visit(next, [...path, file]);
    done.add(file);
  };
  for (const file of graph.keys()) visit(file, []);
  return cycles;
}

describe('layers inside the web app and the core', () => {
  it('the design system (src/web/ui) knows no feature', () => {
    const features = /(^|\/)features\//;
    const offenders = sourceFiles(join('src', 'web', 'ui')).flatMap((file) =>
      localImportsOf(file)
        .filter((target) => features.test(relative(join('src', 'web'), target)))
        .map((target) => `${relative('.', file)} imports ${target}`),
    );
    expect(offenders).toEqual([]);
  });

  it('no module of the core takes part in a circle of imports, type imports included', () => {
    expect(importCycles(sourceFiles(join('src', 'core')))).toEqual([]);
  });

  it('the page documents of the server (src/server/spa) are handed their heads and import no feature', () => {
    expect(violations(join('server', 'spa'), /\/features\//)).toEqual([]);
  });

  it('finds a circle where there is one', () => {
    const cycles = importCycles(['test/fixtures/import-cycle/a.ts', 'test/fixtures/import-cycle/b.ts']);
    expect(cycles).toEqual([
      [
        'test/fixtures/import-cycle/a.ts',
        'test/fixtures/import-cycle/b.ts',
        'test/fixtures/import-cycle/a.ts',
      ],
    ]);
  });
});
