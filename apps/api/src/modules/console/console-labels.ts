import type { Language } from '@trayecto/contracts';

/** An audit action's label in a language (the code itself until the label table knows it). */
export function auditActionLabel(code: string, _lang: Language): string {
  return code;
}
