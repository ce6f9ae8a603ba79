import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { loadCatalog } from '../../../../src/lib/i18n/catalogs';
import type { Lang } from '../../../../src/lib/i18n/lang';
import { FeaturedAgentCard } from '../../../../src/screens/home/featured-agent-card';
import type { FeaturedAgent } from '../../../../src/screens/home/read-featured-agents';
import { languageChoiceAtom } from '../../../../src/state/language-atom';

await loadCatalog('es');

const AGENT: FeaturedAgent = {
  key: 'sofia-ramirez',
  name: 'Sofia Ramirez',
  href: 'https://brokerage.test/about/sofia-ramirez',
  photo: 'https://brokerage.test/photos/agents/sofia-ramirez.svg',
  video: 'https://brokerage.test/demo-assets/home/agent-video-sofia-ramirez.webm',
  captions: null,
  bioHtml: 'Sofia helps <b>buyers</b>.',
  bioEsHtml: 'Sofia ayuda a <b>compradores</b>.',
  phone: { href: 'tel:+15125550302', text: '(512) 555-0302' },
  email: null,
};

let play: Mock<() => Promise<void>>;
let pause: Mock<() => void>;
beforeEach(() => {
  play = vi.fn(() => Promise.resolve());
  pause = vi.fn(() => undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(pause);
});
afterEach(() => vi.restoreAllMocks());

function renderCard(agent: FeaturedAgent = AGENT, lang: Lang = 'en') {
  const store = createStore();
  store.set(languageChoiceAtom, lang);
  return render(
    <Provider store={store}>
      <ul>
        <FeaturedAgentCard agent={agent} />
      </ul>
    </Provider>,
  );
}

const video = () => document.querySelector('video') as HTMLVideoElement;

describe('a featured agent card', () => {
  it('play swaps the photo for the video and shows pause; pause brings the photo and play back', () => {
    renderCard();
    expect(screen.getByRole('img', { name: 'Photo of Sofia Ramirez' })).toBeTruthy();
    expect(video().hidden).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Play video: Sofia Ramirez' }));
    expect(play).toHaveBeenCalledTimes(1);
    expect(video().hidden).toBe(false);
    expect(screen.queryByRole('img', { name: 'Photo of Sofia Ramirez' })).toBeNull();
    const pauseButton = screen.getByRole('button', { name: 'Pause video: Sofia Ramirez' });

    fireEvent.click(pauseButton);
    expect(pause).toHaveBeenCalledTimes(1);
    expect(video().hidden).toBe(true);
    expect(screen.getByRole('img', { name: 'Photo of Sofia Ramirez' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Play video: Sofia Ramirez' })).toBeTruthy();
  });

  it('the end of the video restores the photo and the play button', () => {
    renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Play video: Sofia Ramirez' }));
    fireEvent.ended(video());
    expect(screen.getByRole('img', { name: 'Photo of Sofia Ramirez' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Play video: Sofia Ramirez' })).toBeTruthy();
  });

  it('a video the browser refuses to play gives the photo back', async () => {
    play.mockImplementation(() => Promise.reject(new DOMException('no codec', 'NotSupportedError')));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Play video: Sofia Ramirez' }));
    expect(await screen.findByRole('img', { name: 'Photo of Sofia Ramirez' })).toBeTruthy();
    expect(warn).toHaveBeenCalled();
  });

  it('an agent without a video has no play button; the name links to the agent page', () => {
    renderCard({ ...AGENT, video: null });
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: 'Sofia Ramirez' }).getAttribute('href')).toBe(
      'https://brokerage.test/about/sofia-ramirez',
    );
    expect(screen.getByText('buyers').tagName).toBe('B');
  });

  it("shows a Spanish reader the agent's Spanish bio, and an English-only bio marked as English", () => {
    renderCard(AGENT, 'es');
    expect(screen.getByText('compradores').closest('p')?.getAttribute('lang')).toBe('es');
    cleanup();
    renderCard({ ...AGENT, bioEsHtml: '' }, 'es');
    expect(screen.getByText('buyers').closest('p')?.getAttribute('lang')).toBe('en');
    cleanup();
    renderCard(AGENT, 'en');
    expect(screen.getByText('buyers').closest('p')?.getAttribute('lang')).toBe('en');
    expect(screen.queryByText('compradores')).toBeNull();
  });

  it('names the buttons in Spanish', () => {
    renderCard(AGENT, 'es');
    fireEvent.click(screen.getByRole('button', { name: 'Reproducir video: Sofia Ramirez' }));
    expect(screen.getByRole('button', { name: 'Pausar video: Sofia Ramirez' })).toBeTruthy();
  });

  it('plays one video at a time: playing a second agent pauses the first and gives its photo back', () => {
    const other: FeaturedAgent = { ...AGENT, key: 'wei-zhang', name: 'Wei Zhang' };
    const store = createStore();
    store.set(languageChoiceAtom, 'en');
    render(
      <Provider store={store}>
        <ul>
          <FeaturedAgentCard agent={AGENT} />
          <FeaturedAgentCard agent={other} />
        </ul>
      </Provider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Play video: Sofia Ramirez' }));
    fireEvent.click(screen.getByRole('button', { name: 'Play video: Wei Zhang' }));
    expect(pause).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Play video: Sofia Ramirez' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Photo of Sofia Ramirez' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pause video: Wei Zhang' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Photo of Wei Zhang' })).toBeNull();
  });
});
