import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// happy-dom's fetch goes to the network: a request no test stubbed would reach for localhost:3000 and
// log ECONNREFUSED. It fails here at once, as an offline browser does, naming what was asked. Assigned,
// not stubbed: vi.unstubAllGlobals() in a test puts this guard back, not the network.
globalThis.fetch = async (input: RequestInfo | URL) => {
  const url = input instanceof Request ? input.url : String(input);
  throw new TypeError(`No test stubbed this request: ${url}`);
};

// A screen that loads a part with import() (the account modals, the saved-search dialogs) shows it once
// the module is transformed, which on a busy two-core machine can take longer than the default second.
configure({ asyncUtilTimeout: 4000 });

afterEach(() => {
  cleanup();
});
