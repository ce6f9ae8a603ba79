// The demo brokerage site's own header and footer follow the language the Bluebonnet widgets speak, as
// a real host page would: the widgets announce it with the `bluebonnet:language` event on `document`
// (README, "Embedding the widgets"), and each text of the layout carries its translation in a
// `data-{lang}` attribute (`data-{lang}-aria-label` for an aria-label). The English is kept in `data-en`
// the first time, so switching back works. Loaded with `defer` before the loader, so it listens before
// any widget can speak.
(() => {
  /** Shows `lang`'s text of every translated element, or the English one where it has none. */
  const apply = (lang) => {
    for (const element of document.querySelectorAll('[data-es]')) {
      if (!element.hasAttribute('data-en')) element.setAttribute('data-en', element.textContent);
      element.textContent = element.getAttribute(`data-${lang}`) ?? element.getAttribute('data-en');
    }
    for (const element of document.querySelectorAll('[data-es-aria-label]')) {
      if (!element.hasAttribute('data-en-aria-label'))
        element.setAttribute('data-en-aria-label', element.getAttribute('aria-label') ?? '');
      element.setAttribute(
        'aria-label',
        element.getAttribute(`data-${lang}-aria-label`) ?? element.getAttribute('data-en-aria-label'),
      );
    }
    // Screen readers and hyphenation follow the page's language.
    document.documentElement.lang = lang;
  };

  document.addEventListener('bluebonnet:language', (event) => {
    const lang = event instanceof CustomEvent ? event.detail?.lang : undefined;
    // Only a plain language tag: it names an attribute and becomes the page's `lang`.
    if (typeof lang === 'string' && /^[a-z]{2,3}$/.test(lang)) apply(lang);
  });
})();
