/** Stylesheets imported with `?inline` arrive as their text, to be injected into a widget's shadow root. */
declare module '*.css?inline' {
  const css: string;
  export default css;
}
