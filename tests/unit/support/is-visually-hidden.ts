import { readFileSync } from 'node:fs';

const STYLE_ID = 'bb-test-base-css';

/**
 * Whether `element` is read aloud but not shown, by the widgets' one rule for it (src/styles/base.css, put
 * in the test's document as every widget has it in its shadow root). happy-dom computes the styles of
 * class selectors, not of media queries (a test of a phone's layout stubs the window: stubWindow); it
 * keeps what it computed until the styles change, so they are put in anew, for a state such as :focus.
 */
export function isVisuallyHidden(element: Element): boolean {
  document.getElementById(STYLE_ID)?.remove();
  const sheet = document.createElement('style');
  sheet.id = STYLE_ID;
  sheet.textContent = readFileSync('src/styles/base.css', 'utf8');
  document.head.append(sheet);
  const style = getComputedStyle(element);
  return style.position === 'absolute' && style.width === '1px' && style.clipPath === 'inset(50%)';
}
