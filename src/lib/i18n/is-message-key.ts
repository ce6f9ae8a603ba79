import { type MessageKey, messagesEn } from './messages-en';

/** Tells whether a string built at run time (e.g. `status.${listing.Status}`) is a catalog key. */
export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(messagesEn, key);
}
