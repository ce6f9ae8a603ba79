// The demo site's header on a phone: the main links fold behind a 'Menu' button (a disclosure, WAI-ARIA
// APG) so the header does not fill the screen. The button says whether the links are shown
// (aria-expanded); Escape folds them and gives focus back to the button, as does following a link. The
// account menu stays outside the fold: the account modal it may host must never sit in a hidden box. On
// wider screens site.css shows the links whatever the button says.
(() => {
  const start = () => {
    const button = document.querySelector('.menu-button');
    const header = button?.closest('.site-header');
    if (!button || !header) return;
    const setOpen = (open) => {
      button.setAttribute('aria-expanded', String(open));
      header.classList.toggle('menu-open', open);
    };
    header.classList.add('has-menu');
    button.hidden = false;
    button.addEventListener('click', () => setOpen(button.getAttribute('aria-expanded') !== 'true'));
    header.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape' || button.getAttribute('aria-expanded') !== 'true') return;
      setOpen(false);
      button.focus();
    });
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
})();
