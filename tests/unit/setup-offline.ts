// Unit tests never reach the network: happy-dom's fetch (and Node's) would go out, so a request no test
// stubbed would reach for localhost:3000 and log ECONNREFUSED. It fails here at once, as an offline
// browser does, naming what was asked. Assigned, not stubbed: vi.unstubAllGlobals() in a test puts this
// guard back, not the network.
globalThis.fetch = async (input: RequestInfo | URL) => {
  const url = input instanceof Request ? input.url : String(input);
  throw new TypeError(`No test stubbed this request: ${url}`);
};
