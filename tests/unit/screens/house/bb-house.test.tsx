import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The detail content fetches a listing; here only which listing <bb-house> asks it for matters.
vi.mock('../../../../src/parts/listing-detail/listing-detail-content', () => ({
  ListingDetailContent: ({ listingKey }: { listingKey: number }) => (
    <p className="shown">listing {listingKey}</p>
  ),
}));
await import('../../../../widgets/bb-house');

async function mount(html: string): Promise<HTMLElement> {
  const holder = document.createElement('div');
  document.body.append(holder);
  await act(async () => {
    holder.innerHTML = html;
  });
  const element = holder.querySelector('bb-house');
  if (!(element instanceof HTMLElement)) throw new Error('nothing mounted');
  return element;
}

afterEach(() => {
  document.body.innerHTML = '';
  history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

describe('<bb-house>', () => {
  it('shows the listing its listing-key names, over the light-DOM facts', async () => {
    const element = await mount('<bb-house listing-key="9642648"><article>facts</article></bb-house>');
    expect(element.shadowRoot?.querySelector('.shown')?.textContent).toBe('listing 9642648');
    expect(element.querySelector('article')?.textContent).toBe('facts');
  });

  it('ignores a bad listing-key with a warning and falls back to the key in the page path', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    history.replaceState(null, '', '/2631-saddle-club-blvd-spicewood-tx-78669-9642648');
    const element = await mount('<bb-house listing-key="abc"></bb-house>');
    expect(element.shadowRoot?.querySelector('.shown')?.textContent).toBe('listing 9642648');
    expect(warn).toHaveBeenCalledWith(
      '[bluebonnet] <bb-house listing-key="abc">: ignored, expected a listing number (ListingKeyNumeric).',
    );
  });

  it('says so quietly when neither the attribute nor the path names a listing', async () => {
    history.replaceState(null, '', '/listings');
    const element = await mount('<bb-house></bb-house>');
    expect(element.shadowRoot?.querySelector('[role="status"]')?.textContent).toBe(
      'No listing was chosen for this page.',
    );
  });
});
