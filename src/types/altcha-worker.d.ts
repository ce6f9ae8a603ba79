/** ALTCHA's proof-of-work worker, imported as its source text (`with { type: 'text' }`) by load-altcha.ts. */
declare module 'altcha/workers/pbkdf2' {
  const source: string;
  export default source;
}
