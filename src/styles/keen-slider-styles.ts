// A stylesheet inside a shadow root cannot @import the package's file, so its text is injected with ours.
import styles from 'keen-slider/keen-slider.min.css?inline';

/** keen-slider's base rules (MIT), as text for a widget's shadow root: the card carousel, the gallery. */
export const keenSliderStyles: string = styles;
