import { useAtomValue } from 'jotai';
import { type FormEvent, useId, useRef, useState } from 'react';
import { fetchCommute } from '../../api/fetch-commute';
import type { CommuteMode, CommuteRoute } from '../../contract';
import { formatNumber } from '../../lib/format/format-number';
import type { MessageKey } from '../../lib/i18n/messages-en';
import { estimateDriveMinutes } from '../../lib/listing-detail/estimate-drive-minutes';
import { type LatLng, straightLineMiles } from '../../lib/listing-detail/straight-line-miles';
import { apiClientAtom } from '../../state/api-base-atom';
import { useT } from '../../ui/use-t';
import { locateCommuteDestination } from './locate-commute-destination';

const METERS_PER_MILE = 1609.344;

type Answer =
  | { kind: 'routes'; routes: readonly CommuteRoute[]; place: string }
  | { kind: 'estimate'; minutes: number; miles: number; place: string; unreachable: boolean }
  | { kind: 'message'; text: string };

const MODE_TEXT: Record<CommuteMode, MessageKey> = {
  drive: 'detail.commute.driveTime',
  transit: 'detail.commute.transitTime',
  walk: 'detail.commute.walkTime',
};

interface Props {
  from: LatLng;
  /** The Mapbox token: with one, any address is found with Mapbox geocoding; without, Texas cities and ZIPs. */
  token: string | null;
}

/**
 * Commute times (SPEC §2 "Map and Commute Times"): a destination box — any address with the Mapbox token
 * (Mapbox geocoding), a Texas city or ZIP code without. Our server (`GET /api/commute`) asks its routing
 * provider (an OSRM server or Mapbox Directions) for the drive, and the transit and walk where the
 * provider has them; with no provider, or one that fails, the box answers a drive time guessed from the
 * distance, labelled as an estimate. It never shows a made-up figure as a routed time.
 */
export function CommuteBox({ from, token }: Props) {
  const { lang, t } = useT();
  const api = useAtomValue(apiClientAtom);
  const inputId = useId();
  const [place, setPlace] = useState('');
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const pending = useRef<AbortController | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = place.trim();
    if (!text) return;
    pending.current?.abort();
    const controller = new AbortController();
    pending.current = controller;
    setBusy(true);
    const found = await locateCommuteDestination(api, token, text, lang, controller.signal);
    const location = found.ok ? found.location : null;
    let next: Answer;
    if (!found.ok) next = { kind: 'message', text: t('detail.commute.error') };
    else if (!location)
      next = {
        kind: 'message',
        text: t(token ? 'detail.commute.notFoundAnywhere' : 'detail.commute.notFound', { place: text }),
      };
    else {
      const routed = await fetchCommute(api, from, location, controller.signal);
      if (controller.signal.aborted) return;
      const provided = routed.ok && routed.value.data.provider !== null ? routed.value.data.routes : null;
      if (provided && provided.length > 0) next = { kind: 'routes', routes: provided, place: text };
      else if (provided) next = { kind: 'message', text: t('detail.commute.noRoute') };
      else {
        const straight = straightLineMiles(from, location);
        next = {
          kind: 'estimate',
          minutes: estimateDriveMinutes(straight),
          miles: straight,
          place: text,
          // A server without a provider says so; any other failure means the provider could not be asked.
          unreachable: !routed.ok,
        };
      }
    }
    if (controller.signal.aborted) return;
    setAnswer(next);
    setBusy(false);
  };

  const miles = (value: number) => formatNumber(lang, value, 1);
  return (
    <form className="commute" onSubmit={submit} aria-busy={busy}>
      <label htmlFor={inputId}>{t('detail.commute.label')}</label>
      <div className="commute-row">
        <input
          id={inputId}
          type="text"
          value={place}
          autoComplete={token ? 'off' : 'address-level2'}
          placeholder={t(token ? 'detail.commute.placeholderAddress' : 'detail.commute.placeholder')}
          onChange={(event) => setPlace(event.target.value)}
        />
        <button type="submit" className="bb-button" disabled={busy}>
          {t('detail.commute.submit')}
        </button>
      </div>
      <div className="commute-answer" role="status">
        {busy && t('common.loading')}
        {!busy && answer?.kind === 'routes' && (
          <>
            <p>
              <strong>{answer.place}</strong>
            </p>
            <ul className="commute-modes">
              {answer.routes.map((route) => (
                <li key={route.mode}>
                  {t(MODE_TEXT[route.mode], {
                    minutes: Math.max(1, Math.round(route.seconds / 60)),
                    miles: miles(route.meters / METERS_PER_MILE),
                  })}
                </li>
              ))}
            </ul>
          </>
        )}
        {!busy && answer?.kind === 'estimate' && (
          <>
            <p>
              <strong>{answer.place}</strong>:{' '}
              {t('detail.commute.estimate', { minutes: answer.minutes, miles: miles(answer.miles) })}
            </p>
            <p className="note">
              {t(answer.unreachable ? 'detail.commute.estimateUnreachable' : 'detail.commute.estimateNote')}
            </p>
          </>
        )}
        {!busy && answer?.kind === 'message' && <p>{answer.text}</p>}
      </div>
    </form>
  );
}
