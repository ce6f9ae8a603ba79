import { useState } from 'react';
import type { SavedSearchNotification } from '../../api/saved-searches-api';
import type { SavedSearch } from '../../contract';
import { savedSearchTitle } from '../../lib/search/saved-search-title';
import { CancelSaveActions } from '../../ui/cancel-save-actions';
import { Modal } from '../../ui/modal';
import { useT } from '../../ui/use-t';

interface Props {
  /** The search whose e-mails are set; null keeps the modal closed. */
  readonly entry: SavedSearch | null;
  /** Resolves to false when the settings could not be saved (the modal then stays open). */
  readonly onSave: (id: number, settings: SavedSearchNotification) => Promise<boolean>;
  readonly onClose: () => void;
}

/**
 * SPEC §2's notification settings of a saved search (§4): daily e-mail (2) or none (0) — one radio group,
 * so they exclude each other — and the price-change and back-on-market notices. New listings are always
 * told. The server stores the notices as 'suppress' flags, hence the inversion.
 */
export function SavedSearchNotificationModal({ entry, onSave, onClose }: Props) {
  const { lang, t } = useT();
  return (
    <Modal
      open={entry !== null}
      onClose={onClose}
      title={
        entry ? t('savedSearch.notificationsNamed', { title: savedSearchTitle(lang, entry.GatewayDesc) }) : ''
      }
    >
      {entry && <NotificationForm key={entry.GatewayID} entry={entry} onSave={onSave} onClose={onClose} />}
    </Modal>
  );
}

function NotificationForm({ entry, onSave, onClose }: Props & { entry: SavedSearch }) {
  const { t } = useT();
  const [settings, setSettings] = useState<SavedSearchNotification>({
    schedule: entry.client_gateway_schedule,
    priceChange: !entry.suppress_price_change,
    backOnMarket: !entry.suppress_back_on_market,
  });
  const [status, setStatus] = useState<'idle' | 'saving' | 'failed'>('idle');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (status === 'saving') return;
        setStatus('saving');
        void onSave(entry.GatewayID, settings).then((ok) => (ok ? onClose() : setStatus('failed')));
      }}
    >
      <fieldset className="bb-fieldset">
        <legend>{t('savedSearch.schedule')}</legend>
        {([2, 0] as const).map((schedule) => (
          <label key={schedule} className="bb-check">
            <input
              type="radio"
              name="schedule"
              checked={settings.schedule === schedule}
              onChange={() => setSettings({ ...settings, schedule })}
            />
            {t(schedule === 2 ? 'savedSearch.daily' : 'savedSearch.none')}
          </label>
        ))}
      </fieldset>
      <fieldset className="bb-fieldset">
        <legend>{t('savedSearch.notices')}</legend>
        <label className="bb-check">
          <input type="checkbox" checked disabled />
          {t('savedSearch.newListings')}
        </label>
        <label className="bb-check">
          <input
            type="checkbox"
            checked={settings.priceChange}
            onChange={(event) => setSettings({ ...settings, priceChange: event.currentTarget.checked })}
          />
          {t('savedSearch.priceChange')}
        </label>
        <label className="bb-check">
          <input
            type="checkbox"
            checked={settings.backOnMarket}
            onChange={(event) => setSettings({ ...settings, backOnMarket: event.currentTarget.checked })}
          />
          {t('savedSearch.backOnMarket')}
        </label>
      </fieldset>
      {status === 'failed' && (
        <p className="bb-saved-failure" role="alert">
          {t('savedSearch.changeFailed')}
        </p>
      )}
      <CancelSaveActions onCancel={onClose} saveDisabled={status === 'saving'} />
    </form>
  );
}
