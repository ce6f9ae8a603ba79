import { render } from '@testing-library/react';
import type { KeenSliderInstance } from 'keen-slider/react';
import type { RefObject } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useSlider } from '../../../src/ui/use-slider';

let shown: RefObject<KeenSliderInstance | null> | null = null;

function Slides() {
  const [ref, slider] = useSlider<HTMLDivElement>({ loop: true });
  shown = slider;
  return (
    <div ref={ref} className="keen-slider">
      <div className="keen-slider__slide">1</div>
      <div className="keen-slider__slide">2</div>
    </div>
  );
}

describe('useSlider', () => {
  it('makes a keen slider of its element, as keen-slider/react does', () => {
    render(<Slides />);
    expect(shown?.current?.slides).toHaveLength(2);
  });

  it('destroys the slider of a removed element after the commit that removed it, not in it', async () => {
    const { unmount } = render(<Slides />);
    const slider = shown?.current;
    if (!slider) throw new Error('no slider');
    const destroy = vi.spyOn(slider, 'destroy');
    unmount();
    // Gone for the callers at once (no button may drive a removed slider)…
    expect(shown?.current).toBeNull();
    // …and destroyed once, in a task of its own: its listeners do not outlive it.
    expect(destroy).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(destroy).toHaveBeenCalledTimes(1);
  });
});
