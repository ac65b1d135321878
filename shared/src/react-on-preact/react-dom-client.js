// `react-dom/client`: Preact's `createRoot`, with the same `ref` handling as `react` (./react.js).
import './ref-as-prop.ts';

export * from 'preact/compat/client';
export { default } from 'preact/compat/client';
