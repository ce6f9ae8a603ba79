import styles from './filter-bar.css?inline';

/** The filter bar's stylesheet as text, for the shadow root of the widget that shows the bar. */
export const filterBarStyles: string = styles;
