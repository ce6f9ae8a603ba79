import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import './setup-offline';

// A screen that loads a part with import() (the account modals, the saved-search dialogs) shows it once
// the module is transformed, which on a busy two-core machine can take longer than the default second.
configure({ asyncUtilTimeout: 4000 });

afterEach(() => {
  cleanup();
});
