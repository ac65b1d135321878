// `react/jsx-runtime`: Preact's, with the same `ref` handling as `react` (./react.js). A component
// file that only draws elements imports nothing else of React's.
import './ref-as-prop.ts';

export * from 'preact/jsx-runtime';
