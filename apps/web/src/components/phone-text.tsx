import { maskPhone } from '@trayecto/contracts/format';

/**
 * A phone number as the panel shows it, "(414) 123-45-67": masked, left to right and isolated in
 * right-to-left text, and never broken across lines (a narrow column wraps around it, not in it).
 */
export function PhoneText({ phone }: { phone: string }) {
  return (
    <bdi dir="ltr" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
      {maskPhone(phone)}
    </bdi>
  );
}
