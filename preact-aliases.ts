/**
 * The web app is written against React's API and runs on Preact through its compatibility layer
 * (docs/decisions/0009-preact.md): a public page's first script must stay within 100 KB gzipped (issue 13),
 * and react-dom alone weighs 62 KB of it against Preact's 11. Every build of web code (the public site,
 * the console, the server entry) and the web tests resolve React's modules to Preact's, so what is tested
 * is what ships.
 */
export const preactAliases = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
];

/**
 * Libraries that import React themselves, and Preact: in tests they are inlined (run through vite, as a
 * build bundles them) rather than loaded by Node, so that the aliases reach their imports and one copy of
 * Preact serves them all.
 */
export const reactLibraries = ['react-router', '@tanstack/react-query', '@testing-library/react', 'preact'];
