import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { useSessionStore } from '../session/session-store';
import { useLocaleStore } from '../i18n/locale-store';
import { loadSanitizer } from '../html/sanitize-html';
import { startApiMocking } from './api-server';
import { installFakeCanvas } from './fake-canvas';
import { installJsdomPolyfills } from './jsdom-polyfills';

/**
 * Everything every web test gets from the jest setup, so that no test file wires it by hand: jsdom's
 * missing pieces, a fake canvas, the mock network (an undeclared call fails the test), a visitor's
 * clean session and storage in English, and a timeout for antd pages on a shared machine.
 */
export const setUpWebTests = (): void => {
  installJsdomPolyfills();
  installFakeCanvas();
  startApiMocking();
  // Whole antd pages render in jsdom slowly on a shared 2-core machine: a test's own timeout, and the
  // findBy/waitFor wait (1 s by default), which a full run with a worker per core overran.
  jest.setTimeout(60_000);
  configure({ asyncUtilTimeout: 5_000 });
  // The HTML sanitizer loads with a page's first school HTML; tests have it from the start, so that a
  // page's HTML shows in the render that asks for it (html-content.test.tsx covers the wait).
  beforeAll(() => loadSanitizer());
  beforeEach(() => {
    localStorage.clear();
    useSessionStore.setState({ student: null, token: null, photoVersion: 0 });
    // English, the store's start: a test that switched language leaves nothing to the next one.
    useLocaleStore.setState({ locale: 'en', offered: ['en'] });
  });
};
