import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * React's API, run by Preact's compatibility layer (docs/adr/020-react-api-on-preact.md): every
 * `react` and `react-dom` import of the app and of its libraries (antd, react-query, the router)
 * resolves to `@portal/shared`'s modules over `preact/compat`, which give a function component its
 * `ref` as a prop as React 19 does. The share keys stay React's, so a remote's code consumes the one
 * renderer the shell provides. Jest maps the same modules (REACT_ON_PREACT, jest.config.mjs).
 */
export const REACT_ON_PREACT = {
  react: 'react.js',
  'react-dom': 'react-dom.js',
  'react-dom/client': 'react-dom-client.js',
  'react/jsx-runtime': 'jsx-runtime.js',
  'react/jsx-dev-runtime': 'jsx-runtime.js',
};

export const reactApiOnPreact = (appDir) => {
  const appRequire = createRequire(path.join(appDir, 'package.json'));
  const folder = path.join(
    path.dirname(appRequire.resolve('@portal/shared/package.json')),
    'src',
    'react-on-preact',
  );
  return Object.fromEntries(
    Object.entries(REACT_ON_PREACT).map(([request, file]) => [`${request}$`, path.join(folder, file)]),
  );
};
