// The demo brokerage site's own texts (the tab's title, header, footer, the pages' headings and legal
// pages) follow the language the Bluebonnet widgets speak, as a real host page would: the widgets announce
// it with the `bluebonnet:language` event on `document` (README, "Embedding the widgets"), and each short
// text carries its translation in a `data-{lang}` attribute (`data-{lang}-aria-label` for an aria-label,
// `data-{lang}-title` for a title attribute). The English is kept in `data-en` the first time, so switching
// back works. A long text (a legal page) is written whole in each language instead, as blocks marked
// `data-lang-block` and `lang`: the block of the visitor's language shows and the others hide (English
// where there is none; the server sends the English one shown, so it reads without scripts). Loaded before
// the loader, so it listens before any widget can speak.
(() => {
  /** Shows `lang`'s text of every translated element, or the English one where it has none. */
  const apply = (lang) => {
    for (const element of document.querySelectorAll('[data-es]')) {
      if (!element.hasAttribute('data-en')) element.setAttribute('data-en', element.textContent);
      element.textContent = element.getAttribute(`data-${lang}`) ?? element.getAttribute('data-en');
    }
    for (const name of ['aria-label', 'title']) {
      for (const element of document.querySelectorAll(`[data-es-${name}]`)) {
        if (!element.hasAttribute(`data-en-${name}`))
          element.setAttribute(`data-en-${name}`, element.getAttribute(name) ?? '');
        element.setAttribute(
          name,
          element.getAttribute(`data-${lang}-${name}`) ?? element.getAttribute(`data-en-${name}`),
        );
      }
    }
    const blocks = [...document.querySelectorAll('[data-lang-block]')];
    const shown = blocks.some((block) => block.lang === lang) ? lang : 'en';
    for (const block of blocks) block.hidden = block.lang !== shown;
    // Screen readers and hyphenation follow the page's language.
    document.documentElement.lang = lang;
  };

  document.addEventListener('bluebonnet:language', (event) => {
    const lang = event instanceof CustomEvent ? event.detail?.lang : undefined;
    // Only a plain language tag: it names an attribute and becomes the page's `lang`.
    if (typeof lang === 'string' && /^[a-z]{2,3}$/.test(lang)) apply(lang);
  });
})();
