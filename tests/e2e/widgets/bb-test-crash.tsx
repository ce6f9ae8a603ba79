import { defineWidget } from '../../../src/elements/define-widget';

/** A widget that always fails to render: proves the error boundary keeps a failure inside its element. */
function Crash(): never {
  throw new Error('bb-test-crash fails on purpose');
}

defineWidget({ tag: 'bb-test-crash', attributes: {}, component: Crash, styles: [] });
