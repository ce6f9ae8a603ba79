import type { CSSProperties } from 'react';

interface Props {
  /** Lowest and highest position (integers). */
  min: number;
  max: number;
  /** The two handles' positions; handed back in order, low first. */
  value: readonly [number, number];
  onChange: (value: [number, number]) => void;
  /** Accessible names of the low and the high handle ('Minimum price', 'Maximum price'). */
  labels: readonly [string, string];
  /** What a screen reader says for a position ('$250,000' rather than '23'). */
  valueText?: (position: number) => string;
  className?: string;
}

type TrackStyle = CSSProperties & Record<`--_${string}`, string>;

/**
 * A two-handle slider over integer positions: two native range inputs laid over one track, so each
 * handle keeps the browser's own keyboard support (arrows, PageUp/PageDown, Home/End), touch handling
 * and slider semantics for free. A handle stops at the other one instead of crossing it, so the value
 * is always ordered. Only the thumbs take the pointer (see ui.css), which lets both be dragged.
 */
export function RangeSlider({ min, max, value, onChange, labels, valueText, className }: Props) {
  const low = Math.min(value[0], value[1]);
  const high = Math.max(value[0], value[1]);
  const span = max - min || 1;
  const percent = (position: number) => `${((position - min) / span) * 100}%`;
  const style: TrackStyle = { '--_from': percent(low), '--_to': percent(high) };
  // When both handles sit at the top, the high one would cover the low one for good: lift the low one.
  const lowOnTop = low >= max;

  return (
    <div className={['bb-slider', className].filter(Boolean).join(' ')} style={style}>
      <div className="bb-slider-track" aria-hidden="true" />
      <input
        type="range"
        className={lowOnTop ? 'bb-slider-input on-top' : 'bb-slider-input'}
        min={min}
        max={max}
        step={1}
        value={low}
        aria-label={labels[0]}
        aria-valuetext={valueText?.(low)}
        onChange={(event) => onChange([Math.min(Number(event.currentTarget.value), high), high])}
      />
      <input
        type="range"
        className="bb-slider-input"
        min={min}
        max={max}
        step={1}
        value={high}
        aria-label={labels[1]}
        aria-valuetext={valueText?.(high)}
        onChange={(event) => onChange([low, Math.max(Number(event.currentTarget.value), low)])}
      />
    </div>
  );
}
