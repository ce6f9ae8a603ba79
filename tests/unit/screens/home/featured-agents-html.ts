/** `/api/featuredAgents` as our server writes it (server/routes/featured-agents.ts), two agents. */
export const FEATURED_AGENTS_HTML = `<ul class="featured-agents">
  <li class="featured-agent" data-matrix-dir="sofia-ramirez">
    <img class="featured-agent-photo" src="/photos/agents/sofia-ramirez.svg" alt="Sofia Ramirez">
    <video class="featured-agent-video" src="/demo-assets/home/agent-video-sofia-ramirez.webm" preload="none" playsinline></video>
    <h3 class="featured-agent-name"><a href="/about/sofia-ramirez">Sofia Ramirez</a></h3>
    <p class="featured-agent-bio" lang="en">Sofia helps buyers across the Austin area.</p>
    <p class="featured-agent-bio" lang="es">Sofia ayuda a compradores en el área de Austin.</p>
    <p class="featured-agent-contact"><a href="tel:+15125550302">(512) 555-0302</a> <a href="mailto:sofia@brokerage.test">sofia@brokerage.test</a></p>
  </li>
  <li class="featured-agent" data-matrix-dir="wei-zhang">
    <img class="featured-agent-photo" src="/photos/agents/wei-zhang.svg" alt="Wei Zhang">
    <h3 class="featured-agent-name"><a href="/about/wei-zhang">Wei Zhang</a></h3>
    <p class="featured-agent-bio">Wei sells in Dallas.</p>
    <p class="featured-agent-contact"><a href="tel:+12145550338">(214) 555-0338</a></p>
  </li>
</ul>`;

/** A hostile or broken backend: scripts, handlers and script URLs that must never reach the page. */
export const HOSTILE_AGENTS_HTML = `<script>globalThis.pwned = 1</script>
<ul class="featured-agents">
  <li class="featured-agent" data-matrix-dir="eve">
    <img class="featured-agent-photo" src="javascript:alert(1)" onerror="globalThis.pwned = 2">
    <video class="featured-agent-video" src="data:video/webm;base64,AAAA" onplay="globalThis.pwned = 3"></video>
    <h3 class="featured-agent-name"><a href="javascript:alert(4)">Eve</a></h3>
    <p class="featured-agent-bio">Hi <b>there</b><img src=x onerror="globalThis.pwned = 5"></p>
  </li>
</ul>`;
