import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { WEB_DIST } from '../src/server/spa/serve-spa.ts';

/** Every script the build wrote: the site's, the console's and the server entry's (under .ssr). */
function builtScripts(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return builtScripts(path);
    return /\.m?js$/.test(name) ? [path] : [];
  });
}

const webDist = process.env.E2E_WEB_DIST ?? WEB_DIST;
const scripts = builtScripts(webDist).map((path) => ({ path, text: readFileSync(path, 'utf8') }));
const containing = (pattern: RegExp) =>
  scripts.filter(({ text }) => pattern.test(text)).map(({ path }) => path);

describe('the web build runs on React 19 (docs/decisions/0007-react.md)', () => {
  it('carries React and React DOM 19 in the browser and on the server', () => {
    expect(scripts.length).toBeGreaterThan(0);
    // React's element tag since 19, and react-dom's version string, which its client and server carry.
    expect(containing(/Symbol\.for\("react\.transitional\.element"\)/).length).toBeGreaterThan(0);
    const reactDom = JSON.parse(readFileSync('node_modules/react-dom/package.json', 'utf8')) as {
      version: string;
    };
    expect(reactDom.version).toMatch(/^19\./);
    const withVersion = containing(new RegExp(`["'\`]${reactDom.version.replace(/\./g, '\\.')}["'\`]`));
    expect(withVersion.some((path) => path.includes('.ssr'))).toBe(true);
    expect(withVersion.some((path) => !path.includes('.ssr'))).toBe(true);
  });

  it('carries nothing of Preact, and the project does not depend on it', () => {
    expect(containing(/preact/i)).toEqual([]);
    const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as Record<
      string,
      Record<string, string>
    >;
    const dependencies = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies });
    expect(dependencies.filter((name) => name.includes('preact'))).toEqual([]);
  });
});
