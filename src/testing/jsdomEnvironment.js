// jsdom lacks what the web app's libraries expect from a browser: TextEncoder (react-router 7)
// and fetch/Request/Response (RTK Query's fetchBaseQuery). Node 20 has them all, so this
// environment copies Node's versions into the jsdom window.
const { TestEnvironment } = require('jest-environment-jsdom');
// Each module's source compiled once per worker (compiledCodeCache.js).
require('./compiledCodeCache').install();
const { TextEncoder, TextDecoder } = require('node:util');

// Node's fetch only accepts its own AbortSignal, FormData and Blob, so those come along too
// (fetchBaseQuery passes an AbortController's signal to every request).
const NODE_GLOBALS = [
  'fetch',
  'Headers',
  'FormData',
  'Blob',
  'AbortController',
  'AbortSignal',
  'structuredClone',
  'ReadableStream',
];

class JsdomWithNodeFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const win = this.global;
    win.TextEncoder = TextEncoder;
    win.TextDecoder = TextDecoder;
    for (const name of NODE_GLOBALS) win[name] = globalThis[name];

    // In a browser, `fetch('/api/x')` resolves against the page; Node's fetch has no page,
    // so relative URLs are resolved against jsdom's window.location here.
    const absolute = (input) =>
      typeof input === 'string' || input instanceof URL ? new URL(String(input), win.location.href) : input;
    const NodeRequest = globalThis.Request;
    win.Request = class Request extends NodeRequest {
      constructor(input, init) {
        super(absolute(input), init);
      }
    };
    win.Response = globalThis.Response;
    const nodeFetch = globalThis.fetch;
    win.fetch = (input, init) => nodeFetch(absolute(input), init);
  }
}

module.exports = JsdomWithNodeFetch;
