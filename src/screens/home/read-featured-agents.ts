import { safeHttpUrl } from '../../lib/safe-http-url';

/** One featured agent, read from the sanitised `/api/featuredAgents` fragment. */
export interface FeaturedAgent {
  readonly key: string;
  readonly name: string;
  /** The agent's page; null when the fragment gives none (or an unsafe one). */
  readonly href: string | null;
  readonly photo: string | null;
  readonly video: string | null;
  /** A WebVTT captions file for the video (`<track kind="captions">` in the fragment), when it has one. */
  readonly captions: string | null;
  /** Sanitised HTML of the bio (DOMPurify), safe to render as markup; '' when there is none. */
  readonly bioHtml: string;
  /** The same of the bio in Spanish (`lang="es"` in the fragment); '' when the agent has none. */
  readonly bioEsHtml: string;
  readonly phone: { readonly href: string; readonly text: string } | null;
  readonly email: { readonly href: string; readonly text: string } | null;
}

/**
 * Sanitises the `/api/featuredAgents` HTML with DOMPurify (loaded only now, inside the home chunk) and
 * reads each `.featured-agent` item of the markup server/routes/featured-agents.ts documents. The widget
 * renders the cards itself from what it read, so its play / pause buttons, labels and languages are its
 * own; no markup from the answer reaches the page except the bio, and that only after DOMPurify.
 * Photo and video URLs are resolved against the API's address and must be http(s).
 */
export async function readFeaturedAgents(html: string, apiBase: string): Promise<FeaturedAgent[]> {
  const { default: DOMPurify } = await import('dompurify');
  // Evaluating DOMPurify and sanitising are each a good part of a long task on a phone: a turn of the
  // event loop between them lets the browser paint and answer input (Lighthouse's Total Blocking Time).
  await new Promise((resolve) => setTimeout(resolve, 0));
  const fragment = DOMPurify.sanitize(html, {
    RETURN_DOM_FRAGMENT: true,
    ADD_TAGS: ['video', 'track'],
    ADD_ATTR: ['playsinline', 'preload', 'kind', 'srclang'],
  });
  const url = (value: string | null | undefined) => (value ? safeHttpUrl(value, apiBase) : null);
  const items = [...fragment.querySelectorAll('.featured-agent')];
  return items.map((item, index) => {
    const link = item.querySelector<HTMLAnchorElement>('.featured-agent-name a');
    const name = (item.querySelector('.featured-agent-name')?.textContent ?? '').trim();
    const tel = item.querySelector<HTMLAnchorElement>('.featured-agent-contact a[href^="tel:"]');
    const mail = item.querySelector<HTMLAnchorElement>('.featured-agent-contact a[href^="mailto:"]');
    return {
      key: item.getAttribute('data-matrix-dir') ?? `agent-${index}`,
      name,
      href: url(link?.getAttribute('href')),
      photo: url(item.querySelector('img')?.getAttribute('src')),
      video: url(item.querySelector('video')?.getAttribute('src')),
      captions: url(item.querySelector('video track[kind="captions"]')?.getAttribute('src')),
      // A bio not marked Spanish is the English one (older backends mark neither).
      bioHtml: item.querySelector('.featured-agent-bio:not([lang="es"])')?.innerHTML.trim() ?? '',
      bioEsHtml: item.querySelector('.featured-agent-bio[lang="es"]')?.innerHTML.trim() ?? '',
      phone: tel ? { href: tel.getAttribute('href') ?? '', text: (tel.textContent ?? '').trim() } : null,
      email: mail ? { href: mail.getAttribute('href') ?? '', text: (mail.textContent ?? '').trim() } : null,
    };
  });
}
