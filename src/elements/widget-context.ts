import { createContext } from 'react';

export interface WidgetInfo {
  /** The element's tag, for log messages. */
  tag: string;
  /** The element itself: screens dispatch their `bb-*` events from it. */
  host: HTMLElement | null;
}

export const WidgetContext = createContext<WidgetInfo>({ tag: 'bb-widget', host: null });
