import { createStore } from 'jotai';

/**
 * The one Jotai store every widget on a page shares. It lives in the shared runtime chunk, so a heart
 * clicked in <bb-listings> is the same atom value <bb-account-menu> reads.
 */
export const store = createStore();
