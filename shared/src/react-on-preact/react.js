// `react` for every build and test (tooling/webpack/react-on-preact.mjs, jest.config.mjs):
// Preact's compatibility layer, with a function component's `ref` given as a prop, as React 19 does.
// docs/adr/020-react-api-on-preact.md says why and what of React 19 is not here.
import './ref-as-prop.ts';

export * from 'preact/compat';
export { default } from 'preact/compat';
