import { setupServer } from 'msw/node';

/**
 * The one network of the web tests: every `fetch` the API client makes goes through this server. The
 * jest setup starts it, resets its replies after each test and fails a test that made a call nobody
 * declared (`apiReplies`).
 */
export const apiServer = setupServer();

const unhandled: string[] = [];

/** For the jest setup: start, reset and stop the mock network around each test file. */
export const startApiMocking = () => {
  beforeAll(() =>
    apiServer.listen({
      // 'error' prints the call; recording it as well makes the test fail, not only the request.
      onUnhandledRequest: (request, print) => {
        unhandled.push(`${request.method} ${new URL(request.url).pathname}${new URL(request.url).search}`);
        print.error();
      },
    }),
  );
  afterEach(() => {
    apiServer.resetHandlers();
    const calls = unhandled.splice(0);
    if (calls.length > 0) {
      throw new Error(`The test made API calls no reply was declared for: ${calls.join(', ')}`);
    }
  });
  afterAll(() => apiServer.close());
};
