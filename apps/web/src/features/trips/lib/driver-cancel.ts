import type { Language } from '@trayecto/contracts';

/** The dialog speaks the interface language first, then Spanish or English (SPEC §2). */
export function dialogLanguages(current: Language): [Language, Language] {
  return [current, current === 'es' ? 'en' : 'es'];
}

/**
 * Who is told about a trip's fate (a driver cancel, a trip no driver served: issue 12): the
 * logged-in corporate the event names, never on the passenger page.
 */
export function shouldShowTripAlert(
  event: { corporate_id: string },
  session: { isLogged: boolean; _id: string | null },
  pathname: string,
): boolean {
  return (
    session.isLogged &&
    session._id !== null &&
    event.corporate_id === session._id &&
    !pathname.startsWith('/trip-info')
  );
}

/** The driver-cancel dialog's audience: the same as every trip alert's. */
export const shouldShowDriverCancel = shouldShowTripAlert;
