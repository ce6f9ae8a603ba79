import {
  type SavedSearch,
  type SavedSearchImportRequestInput,
  type SavedSearchUpdateRequestInput,
  type SaveSearchRequest,
  savedSearchesResponseSchema,
  savedSearchImportResponseSchema,
  saveSearchResponseSchema,
  successResponseSchema,
} from '../contract';
import type { ApiResult } from './api-result';
import type { ApiClient } from './create-api-client';
import { sendRequest } from './send-request';

/** The notification settings of one saved search (SPEC §4): daily e-mail (2) or none (0), and two notices. */
export interface SavedSearchNotification {
  readonly schedule: 2 | 0;
  readonly priceChange: boolean;
  readonly backOnMarket: boolean;
}

const yesNo = (on: boolean) => (on ? 'yes' : 'no');
const post = (api: ApiClient, path: string, form: Record<string, string>) =>
  sendRequest(api, { method: 'POST', path, form }, successResponseSchema);

/** SPEC §7's saved-search calls for the signed-in client (the session cookie proves who asks). */
export const savedSearchesApi = {
  /** GET /api/v1/saved-search/listings/{ClientID}. */
  async list(api: ApiClient, clientId: number, signal?: AbortSignal): Promise<ApiResult<SavedSearch[]>> {
    const result = await sendRequest(
      api,
      { method: 'GET', path: `api/v1/saved-search/listings/${encodeURIComponent(String(clientId))}`, signal },
      savedSearchesResponseSchema,
    );
    return result.ok ? { ok: true, value: result.value.data } : result;
  },

  /** POST /api/save-search: stores the search; the server numbers 'Save Search N' when no title. */
  save(api: ApiClient, request: SaveSearchRequest) {
    return sendRequest(
      api,
      { method: 'POST', path: 'api/save-search', json: request },
      saveSearchResponseSchema,
    );
  },

  /** POST /api/v1/saved-search/update-title. */
  rename(api: ApiClient, id: number, title: string) {
    return post(api, 'api/v1/saved-search/update-title', { id: String(id), title });
  },

  /** POST /api/v1/saved-search/delete. */
  remove(api: ApiClient, id: number) {
    return post(api, 'api/v1/saved-search/delete', { id: String(id) });
  },

  /** POST /api/v1/saved-search/update-notification. */
  notify(api: ApiClient, id: number, settings: SavedSearchNotification) {
    return post(api, 'api/v1/saved-search/update-notification', {
      id: String(id),
      email_notification: String(settings.schedule),
      price_change: yesNo(settings.priceChange),
      back_on_market: yesNo(settings.backOnMarket),
    });
  },

  /** POST /api/v1/saved-search/update: replaces the criteria (and the title when sent). */
  update(api: ApiClient, request: SavedSearchUpdateRequestInput) {
    return sendRequest(
      api,
      { method: 'POST', path: 'api/v1/saved-search/update', json: request },
      successResponseSchema,
    );
  },

  /** POST /api/v1/saved-search/import: moves a guest's local searches into the account, once each. */
  import(api: ApiClient, request: SavedSearchImportRequestInput) {
    return sendRequest(
      api,
      { method: 'POST', path: 'api/v1/saved-search/import', json: request },
      savedSearchImportResponseSchema,
    );
  },
};
