import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
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
