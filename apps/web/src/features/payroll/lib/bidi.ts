/** Keeps an amount or a code left-to-right inside a right-to-left sentence (Unicode isolates). */
export function ltr(text: string): string {
  return `\u2066${text}\u2069`;
}

/** Keeps user data (a name) in its own direction inside a sentence: first strong isolate. */
export function isolated(text: string): string {
  return `\u2068${text}\u2069`;
}
