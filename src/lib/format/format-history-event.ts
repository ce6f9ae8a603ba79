import { isMessageKey } from '../i18n/is-message-key';
import type { Lang } from '../i18n/lang';
import { translate } from '../i18n/translate';
import { splitCamelCase } from './split-camel-case';

/**
 * A listing history event as the Listing History table names it: the events our importer and the demo
 * data record ('Listed', 'PriceChange', 'Sold'…) in the reader's language ('Listado', 'Cambio de
 * precio', 'Vendido'); another feed's own event with its camel case split; a missing one as 'N/A'.
 */
export function formatHistoryEvent(lang: Lang, event: string | null | undefined): string {
  const value = event?.trim();
  if (!value) return translate(lang, 'common.notAvailable');
  const key = `history.event.${value}`;
  return isMessageKey(key) ? translate(lang, key) : splitCamelCase(value);
}
