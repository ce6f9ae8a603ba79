/** Stylesheets imported with `?inline` arrive as their text, to be injected into a widget's shadow root. */
declare module '*.css?inline' {
  const css: string;
  export default css;
}

/**
 * Any file imported with `?raw` arrives as its source text (Vite's convention; esbuild.config.ts does the
 * same), e.g. ALTCHA's proof-of-work worker, started from a blob by load-altcha.ts.
 */
declare module '*?raw' {
  const source: string;
  export default source;
}
