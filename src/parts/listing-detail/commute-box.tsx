import { useAtomValue } from 'jotai';
import { type FormEvent, useId, useRef, useState } from 'react';
import { fetchMapboxDrive } from '../../api/fetch-mapbox-drive';
import { formatNumber } from '../../lib/format/format-number';
import { type LatLng, straightLineMiles } from '../../lib/listing-detail/straight-line-miles';
import { apiClientAtom } from '../../state/api-base-atom';
import { useT } from '../../ui/use-t';
import { locateCommuteDestination } from './locate-commute-destination';

const METERS_PER_MILE = 1609.344;

type Answer =
  | { kind: 'drive'; minutes: number; miles: number; place: string }
  | { kind: 'estimate'; miles: number; place: string }
  | { kind: 'message'; text: string };

interface Props {
  from: LatLng;
  /** The Mapbox token: with one, drive times come from Mapbox Directions; without, a labelled estimate. */
  token: string | null;
}

/**
 * Commute times (SPEC §2 "Map and Commute Times"): a destination box — any address with the Mapbox token
 * (Mapbox geocoding), a Texas city or ZIP code without. With a routing provider (Mapbox Directions with
 * the map token) it answers the drive time by car; with none it answers the straight-line distance,
 * plainly labelled as an estimate. It never shows a made-up figure
 * as a routed time.
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
    else if (token) {
      const drive = await fetchMapboxDrive(api, token, from, location, controller.signal);
      next = !drive.ok
        ? { kind: 'message', text: t('detail.commute.error') }
        : drive.value === null
          ? { kind: 'message', text: t('detail.commute.noRoute') }
          : {
              kind: 'drive',
              minutes: Math.max(1, Math.round(drive.value.seconds / 60)),
              miles: drive.value.meters / METERS_PER_MILE,
              place: text,
            };
    } else next = { kind: 'estimate', miles: straightLineMiles(from, location), place: text };
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
        {!busy && answer?.kind === 'drive' && (
          <p>
            <strong>{answer.place}</strong>:{' '}
            {t('detail.commute.driveTime', { minutes: answer.minutes, miles: miles(answer.miles) })}
          </p>
        )}
        {!busy && answer?.kind === 'estimate' && (
          <>
            <p>
              <strong>{answer.place}</strong>: {t('detail.commute.estimate', { miles: miles(answer.miles) })}
            </p>
            <p className="note">{t('detail.commute.estimateNote')}</p>
          </>
        )}
        {!busy && answer?.kind === 'message' && <p>{answer.text}</p>}
      </div>
    </form>
  );
}
