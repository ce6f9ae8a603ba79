import { act, fireEvent, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HomeBanner as Banner } from '../../../../src/contract';
import { HomeBanner, SLIDE_MS } from '../../../../src/screens/home/home-banner';
import { apiBaseAtom } from '../../../../src/state/api-base-atom';
import { stubWindow } from '../../support/stub-window';

const BANNERS: Banner[] = ['austin', 'dallas', 'houston', 'rural-texas', 'san-antonio'].map((key) => ({
  key,
  image: `/media/${key}.webp`,
  label: null,
}));

function renderBanner(banners: Banner[] = BANNERS, cover: string | null = '/media/cover.webp') {
  const store = createStore();
  store.set(apiBaseAtom, 'https://api.brokerage.test/');
  return render(
    <Provider store={store}>
      <HomeBanner banners={banners} cover={cover}>
        <p>Search box here</p>
      </HomeBanner>
    </Provider>,
  );
}

const shown = () => screen.getByRole('group').getAttribute('aria-label');

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the company home banner on desktop', () => {
  it('moves to the next city every 5 seconds, wrapping round, and says which slide is shown', () => {
    stubWindow(1440);
    renderBanner();
    expect(screen.getByRole('region', { name: 'Texas cities' })).toBeTruthy();
    expect(shown()).toBe('1 of 5: Austin');
    act(() => vi.advanceTimersByTime(SLIDE_MS));
    expect(shown()).toBe('2 of 5: Dallas');
    act(() => vi.advanceTimersByTime(SLIDE_MS * 3));
    expect(shown()).toBe('5 of 5: San Antonio');
    act(() => vi.advanceTimersByTime(SLIDE_MS));
    expect(shown()).toBe('1 of 5: Austin');
    expect(screen.getByText('Search box here')).toBeTruthy();
  });

  it('stops on Pause and goes on after Play; a slide button shows that city', () => {
    stubWindow(1440);
    renderBanner();
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    act(() => vi.advanceTimersByTime(SLIDE_MS * 3));
    expect(shown()).toBe('1 of 5: Austin');
    fireEvent.click(screen.getByRole('button', { name: 'Show Houston' }));
    expect(shown()).toBe('3 of 5: Houston');
    expect(screen.getByRole('button', { name: 'Show Houston' }).getAttribute('aria-current')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    act(() => vi.advanceTimersByTime(SLIDE_MS));
    expect(shown()).toBe('4 of 5: Rural Texas');
  });

  it('holds still while the pointer is over it', () => {
    stubWindow(1440);
    renderBanner();
    fireEvent.mouseEnter(screen.getByRole('region', { name: 'Texas cities' }));
    act(() => vi.advanceTimersByTime(SLIDE_MS * 2));
    expect(shown()).toBe('1 of 5: Austin');
    fireEvent.mouseLeave(screen.getByRole('region', { name: 'Texas cities' }));
    act(() => vi.advanceTimersByTime(SLIDE_MS));
    expect(shown()).toBe('2 of 5: Dallas');
  });

  it('starts paused for a visitor who asks for reduced motion', () => {
    stubWindow(1440, { reducedMotion: true });
    renderBanner();
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(SLIDE_MS * 2));
    expect(shown()).toBe('1 of 5: Austin');
  });

  it("loads images from the API's host", () => {
    stubWindow(1440);
    const { container } = renderBanner();
    expect(container.querySelector('.home-slide.current img')?.getAttribute('src')).toBe(
      'https://api.brokerage.test/media/austin.webp',
    );
  });
});

describe('the company home banner on a phone', () => {
  it('is one still cover image, without slideshow or controls', () => {
    stubWindow(375);
    const { container } = renderBanner();
    expect(screen.queryByRole('region', { name: 'Texas cities' })).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(container.querySelector('.home-banner.cover img')?.getAttribute('src')).toBe(
      'https://api.brokerage.test/media/cover.webp',
    );
    expect(screen.getByText('Search box here')).toBeTruthy();
  });

  it("falls back to the first slide's image without a cover", () => {
    stubWindow(992);
    const { container } = renderBanner(BANNERS, null);
    expect(container.querySelector('.home-banner.cover img')?.getAttribute('src')).toBe(
      'https://api.brokerage.test/media/austin.webp',
    );
  });
});

describe('the company home banner while the configuration loads', () => {
  // Lighthouse's layout shift: the desktop banner must not start as the short phone cover and then grow
  // into the slideshow, pushing the whole page down.
  it('keeps the slideshow frame on desktop, with the search box on it and no cover image', () => {
    stubWindow(1440);
    const store = createStore();
    const { container } = render(
      <Provider store={store}>
        <HomeBanner banners={[]} cover={null} loading>
          <p>Search box here</p>
        </HomeBanner>
      </Provider>,
    );
    const banner = container.querySelector('.home-banner');
    expect(banner?.classList.contains('cover')).toBe(false);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('Search box here')).toBeTruthy();
  });

  it('shows the still cover once the configuration has no banners', () => {
    stubWindow(1440);
    const { container } = renderBanner([], '/media/cover.webp');
    expect(container.querySelector('.home-banner')?.classList.contains('cover')).toBe(true);
  });
});
