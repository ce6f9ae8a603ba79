let locks = 0;
let saved = '';

/**
 * Stops the host page from scrolling behind a modal (SPEC §2: opening the modal locks page scroll) and
 * returns the function that undoes it. Counted, so a modal opened over another keeps the lock until the
 * last one closes. Only the inline style of <html> is touched, and restored exactly.
 */
export function lockPageScroll(): () => void {
  const html = document.documentElement;
  if (locks === 0) {
    saved = html.style.overflow;
    html.style.overflow = 'hidden';
  }
  locks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks === 0) html.style.overflow = saved;
  };
}
