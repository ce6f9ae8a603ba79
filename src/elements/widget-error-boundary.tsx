import { useAtomValue } from 'jotai';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { translate } from '../lib/i18n/translate';
import { languageAtom } from '../state/language-atom';

interface Props {
  tag: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/**
 * Keeps a failing widget inside its own element: it logs the error once and shows a short, polite
 * message with a way to try again, while the host page and the other widgets carry on.
 */
export class WidgetErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(
      `[bluebonnet] <${this.props.tag}> failed and shows a message instead:`,
      error,
      info.componentStack,
    );
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return <WidgetFailed onRetry={() => this.setState({ failed: false })} />;
  }
}

function WidgetFailed({ onRetry }: { onRetry: () => void }) {
  const lang = useAtomValue(languageAtom);
  return (
    <div className="bb-widget-failed" role="alert" part="error">
      <p>{translate(lang, 'error.boundary')}</p>
      <button type="button" onClick={onRetry}>
        {translate(lang, 'common.retry')}
      </button>
    </div>
  );
}
