import { describe, expect, it } from 'vitest';
import { readFeaturedAgents } from '../../../../src/screens/home/read-featured-agents';
import { FEATURED_AGENTS_HTML, HOSTILE_AGENTS_HTML } from './featured-agents-html';

const BASE = 'https://api.brokerage.test/';

describe('readFeaturedAgents', () => {
  it("reads each agent's name, page, photo, video, bios and contact, URLs resolved on the API's host", async () => {
    const agents = await readFeaturedAgents(FEATURED_AGENTS_HTML, BASE);
    expect(agents).toEqual([
      {
        key: 'sofia-ramirez',
        name: 'Sofia Ramirez',
        href: 'https://api.brokerage.test/about/sofia-ramirez',
        photo: 'https://api.brokerage.test/photos/agents/sofia-ramirez.svg',
        video: 'https://api.brokerage.test/demo-assets/home/agent-video-sofia-ramirez.webm',
        captions: null,
        bioHtml: 'Sofia helps buyers across the Austin area.',
        bioEsHtml: 'Sofia ayuda a compradores en el área de Austin.',
        phone: { href: 'tel:+15125550302', text: '(512) 555-0302' },
        email: { href: 'mailto:sofia@brokerage.test', text: 'sofia@brokerage.test' },
      },
      {
        key: 'wei-zhang',
        name: 'Wei Zhang',
        href: 'https://api.brokerage.test/about/wei-zhang',
        photo: 'https://api.brokerage.test/photos/agents/wei-zhang.svg',
        video: null,
        captions: null,
        // An older backend's bio, marked with no language: the English one.
        bioHtml: 'Wei sells in Dallas.',
        bioEsHtml: '',
        phone: { href: 'tel:+12145550338', text: '(214) 555-0338' },
        email: null,
      },
    ]);
  });

  // DOMPurify itself is checked in Chromium (tests/e2e/home.e2e.ts): happy-dom's parser is not faithful
  // enough for it. Here: whatever it lets through, only http(s) URLs become links, photos or videos.
  it('keeps script and data URLs out of links, photos and videos', async () => {
    const [eve, ...rest] = await readFeaturedAgents(HOSTILE_AGENTS_HTML, BASE);
    expect(rest).toEqual([]);
    expect(eve?.name).toBe('Eve');
    expect(eve?.href).toBeNull();
    expect(eve?.photo).toBeNull();
    expect(eve?.video).toBeNull();
  });

  it('reads nothing from an answer without the agents markup', async () => {
    expect(await readFeaturedAgents('<p>No agents today</p>', BASE)).toEqual([]);
    expect(await readFeaturedAgents('', BASE)).toEqual([]);
  });
});
