// `react-dom`: Preact's compatibility layer, as `react` (./react.js). A module of its own so that the
// shell provides `react-dom` as its own shared singleton: two share keys of one module are one.
import './ref-as-prop.ts';

export * from 'preact/compat';
export { default } from 'preact/compat';
