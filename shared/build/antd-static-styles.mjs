// Generates the static CSS of the antd components the portal's barrels export, for the portal theme.
// antd runs in zero-runtime mode in the browser (shared/src/ui/antd-setup.tsx): its components inject no
// styles while rendering, which was about half the blocking time of every antd page; this file is the CSS
// they would have injected, made at build time by rendering each component once on the server
// (docs/adr/005-first-load-budget.md).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const uiFolder = path.join(import.meta.dirname, '../src/ui');
const BARRELS = ['index.ts', 'forms.ts', 'data.ts', 'table.ts'];
/** Exports that are not components with styles of their own. */
const NOT_RENDERED = new Set(['theme', 'ConfigProvider', 'Grid']);
/** Components the barrels' components render inside themselves (List's and Table's pager, Table's filters). */
const RENDERED_INSIDE = ['Pagination', 'Tree'];

/** The antd names the barrels re-export, read from their `export { ... } from 'antd'` lines. */
export const barrelComponents = () => {
  const names = new Set(RENDERED_INSIDE);
  for (const file of BARRELS) {
    const source = readFileSync(path.join(uiFolder, file), 'utf8');
    for (const [, list] of source.matchAll(/export\s*\{([^}]*)\}\s*from\s*'antd'/g)) {
      for (const name of list.split(',').map((part) => part.trim())) {
        if (name && !NOT_RENDERED.has(name)) names.add(name);
      }
    }
  }
  return [...names].sort();
};

/** The portal theme as antd's default, exactly as antd-setup.tsx applies it in the browser. */
const applyPortalTheme = (antd, { zeroRuntime }) => {
  const portalTheme = JSON.parse(readFileSync(path.join(uiFolder, 'portal-theme.json'), 'utf8'));
  const token = { ...antd.theme.defaultConfig.token, ...portalTheme.token };
  Object.assign(antd.theme.defaultConfig, { token, override: { override: token }, zeroRuntime });
};

/**
 * The CSS (token variables and component styles) of every component the barrels export. antd names its
 * style scopes after NODE_ENV (`css-dev-only-...` outside production), so run it with the build's.
 */
export const extractAntdStyles = () => {
  const antd = require('antd');
  const { extractStyle } = require('@ant-design/static-style-extract');
  applyPortalTheme(antd, { zeroRuntime: false });
  // Rendering every component once makes antd warn about the deprecated ones; not the portal's output.
  const { warn, error } = console;
  console.warn = console.error = () => {};
  try {
    return extractStyle({ includes: barrelComponents(), antdInstance: antd });
  } finally {
    Object.assign(console, { warn, error });
  }
};

if (process.argv[1] === import.meta.filename) process.stdout.write(extractAntdStyles());
