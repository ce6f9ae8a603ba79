// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { motionScrollBehavior } from '../../../src/lib/motion-scroll-behavior';
import { stubWindow } from '../support/stub-window';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('motionScrollBehavior', () => {
  it('glides by default and jumps for a visitor who prefers reduced motion', () => {
    stubWindow(1440);
    expect(motionScrollBehavior()).toBe('smooth');
    stubWindow(1440, { reducedMotion: true });
    expect(motionScrollBehavior()).toBe('instant');
  });
});
