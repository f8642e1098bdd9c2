/** Keeps an amount or a code left-to-right inside a right-to-left sentence (Unicode isolates). */
export function ltr(text: string): string {
  return `\u2066${text}\u2069`;
}
