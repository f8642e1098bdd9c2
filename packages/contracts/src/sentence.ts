/**
 * A sentence whose last word is an abbreviation ends with its period: "… de Inversiones Demo
 * C.A." and not "… C.A..". A filled text whose placeholder ended with a period followed by the
 * template's own keeps one; an ellipsis ("...") is left alone. The panel's texts (web i18n) and
 * the server's (error messages) go through it.
 */
export function endSentences(text: string): string {
  return text.replace(/(?<![.])\.\.(?![.])/g, '.');
}
