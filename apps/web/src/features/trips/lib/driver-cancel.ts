import type { CancelTripCorporateEvent, Language } from '@trayecto/contracts';

/** The dialog speaks the interface language first, then Spanish or English (SPEC §2). */
export function dialogLanguages(current: Language): [Language, Language] {
  return [current, current === 'es' ? 'en' : 'es'];
}

/** Acts on an event only for the logged-in corporate it names, never on the passenger page. */
export function shouldShowDriverCancel(
  event: CancelTripCorporateEvent,
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
