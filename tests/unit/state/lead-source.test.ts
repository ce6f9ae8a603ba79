import { afterEach, describe, expect, it, vi } from 'vitest';
import { leadSource } from '../../../src/state/lead-source';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('the campaign a lead came from', () => {
  it("is the address bar's, remembered for the tab's later pages", () => {
    expect(leadSource('?source=spring-mailer')).toBe('spring-mailer');
    expect(leadSource('')).toBe('spring-mailer');
    expect(leadSource('?source=radio.kxyz')).toBe('radio.kxyz');
    expect(leadSource('?beds=3')).toBe('radio.kxyz');
  });

  it('is none for a token that could carry markup, and a stored one that was tampered with', () => {
    expect(leadSource('?source=<b>x</b>')).toBeNull();
    sessionStorage.setItem('bluebonnet:source', 'a b');
    expect(leadSource('')).toBeNull();
  });

  it("is the address bar's alone when storage is blocked", () => {
    vi.stubGlobal('sessionStorage', {
      getItem() {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
      setItem() {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
    expect(leadSource('?source=spring-mailer')).toBe('spring-mailer');
    expect(leadSource('')).toBeNull();
  });
});
