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
  // Evaluating DOMPurify, parsing the answer and sanitising it were one long task of 120 ms on a phone
  // (Lighthouse's Total Blocking Time): each now has a turn of the event loop of its own, one agent at a
  // time. The answer is parsed into an inert document (no script runs, nothing loads) only to find each
  // agent's markup; what is read comes from that markup after DOMPurify.
  await nextTask();
  const answer = new DOMParser().parseFromString(html, 'text/html');
  const agents: FeaturedAgent[] = [];
  for (const raw of answer.querySelectorAll('.featured-agent')) {
    await nextTask();
    // Inside a list, as it came: a list item on its own is not kept by every HTML parser.
    const item = DOMPurify.sanitize(`<ul>${raw.outerHTML}</ul>`, {
      RETURN_DOM_FRAGMENT: true,
      ADD_TAGS: ['video', 'track'],
      ADD_ATTR: ['playsinline', 'preload', 'kind', 'srclang'],
    }).querySelector('.featured-agent');
    if (item) agents.push(readAgent(item, agents.length, apiBase));
  }
  return agents;
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** One sanitised `.featured-agent` item. */
function readAgent(item: Element, index: number, apiBase: string): FeaturedAgent {
  const url = (value: string | null | undefined) => (value ? safeHttpUrl(value, apiBase) : null);
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
}
