// jsdom has no fetch family; the API client calls fetch and MSW (msw/node) answers it, so the
// browser-like environment gets Node's own fetch, streams and messaging globals (the jest-fixed-jsdom
// approach), and resolves packages as Node does: msw/node is `null` under the 'browser' condition.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.customExportConditions = [''];
    for (const name of [
      'fetch',
      'Request',
      'Response',
      'Headers',
      'AbortController',
      'AbortSignal',
      'TextEncoder',
      'TextDecoder',
      'ReadableStream',
      'WritableStream',
      'TransformStream',
      'BroadcastChannel',
      'structuredClone',
    ]) {
      if (globalThis[name]) this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithFetch;
