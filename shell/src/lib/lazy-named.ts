import { lazy, type ComponentType } from 'react';

/**
 * React.lazy for a named export. Forms load on demand: they bring the ui-forms barrel (antd's form
 * controls), which a visitor who never opens a form should not download.
 */
export const lazyNamed = <P extends object>(load: () => Promise<Record<string, unknown>>, name: string) =>
  lazy(async () => ({ default: (await load())[name] as ComponentType<P> }));
