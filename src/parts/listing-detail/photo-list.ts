import type { CardPhotoStep } from '../../lib/card-photo-step';

/** A listing's photos as the detail shows them, each at the current step of its fallback chain. */
export interface PhotoList {
  readonly total: number;
  /** Photo n's (1-based) image now: null when there is none left to try, undefined while it is looked up. */
  src(n: number): string | null | undefined;
  /** Photo n's image `src` failed to load: try its next source. */
  fail(n: number, src: string): void;
}

/** A `PhotoList` over `usePhotoSteps`' steps. */
export function photoList(
  total: number,
  stepOf: (n: number) => CardPhotoStep,
  fail: (n: number, src: string) => void,
): PhotoList {
  return {
    total,
    src(n) {
      const step = stepOf(n);
      if (step.kind === 'image') return step.src;
      return step.kind === 'lookup' ? undefined : null;
    },
    fail,
  };
}
