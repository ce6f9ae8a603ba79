import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { fetchListingItem } from '../../../src/api/fetch-listing-item';
import type { ListingItemResponse } from '../../../src/contract';
import { defineWidget } from '../../../src/elements/define-widget';
import leadStyles from '../../../src/screens/lead/lead.css?inline';
import { ScheduleTour } from '../../../src/screens/tour/schedule-tour';
import tourStyles from '../../../src/screens/tour/schedule-tour.css?inline';
import { apiClientAtom } from '../../../src/state/api-base-atom';

/**
 * A test-only host for the schedule-tour block and its lead flow, until the listing detail modal mounts
 * it: loads listing `listing-key` and shows <ScheduleTour> for it, exactly as the modal will.
 */
function TestTour({ listingKey }: { listingKey?: number }) {
  const api = useAtomValue(apiClientAtom);
  const [item, setItem] = useState<ListingItemResponse | null>(null);
  useEffect(() => {
    if (listingKey === undefined) return;
    void fetchListingItem(api, listingKey).then((result) => {
      if (result.ok) setItem(result.value);
    });
  }, [api, listingKey]);
  return item ? <ScheduleTour listing={item.data} /> : null;
}

defineWidget({
  tag: 'bb-test-tour',
  attributes: {
    listingKey: v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number)),
  },
  component: TestTour,
  styles: [tourStyles, leadStyles],
});
