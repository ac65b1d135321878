import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { useSessionStore } from '../session/session-store';
import { startApiMocking } from './api-server';
import { installFakeCanvas } from './fake-canvas';
import { installJsdomPolyfills } from './jsdom-polyfills';

/**
 * Everything every web test gets from the jest setup, so that no test file wires it by hand: jsdom's
 * missing pieces, a fake canvas, the mock network (an undeclared call fails the test), a visitor's
 * clean session and storage, and a timeout for antd pages on a shared machine.
 */
export const setUpWebTests = (): void => {
  installJsdomPolyfills();
  installFakeCanvas();
  startApiMocking();
  // Whole antd pages render in jsdom slowly on a shared 2-core machine: a test's own timeout, and the
  // findBy/waitFor wait (1 s by default), which a full run with a worker per core overran.
  jest.setTimeout(60_000);
  configure({ asyncUtilTimeout: 5_000 });
  beforeEach(() => {
    localStorage.clear();
    useSessionStore.setState({ student: null, token: null, photoVersion: 0 });
  });
};
