import { useTranslation } from 'react-i18next';
import { parcelTrackingText, whatsappLink } from '@trayecto/contracts';
import { CopyLinkField } from '../../../components/copy-link-field.tsx';
import { trackingPath } from '../lib/live-parcels.ts';
import { BRAND } from '../../../lib/brand.ts';

/**
 * A receiver's public tracking link, read-only, with a copy button and, with the receiver's
 * phone, a WhatsApp button (the PIN stays in the receiver's SMS; issue 13).
 */
export function TrackingLink({
  token,
  label,
  phone,
}: {
  token: string;
  label: string;
  phone?: string | null;
}) {
  const { t } = useTranslation('parcels');
  const url = `${window.location.origin}${trackingPath(token)}`;
  return (
    <CopyLinkField
      url={url}
      label={label}
      hint={t('detail.trackingHint')}
      copiedText={t('detail.copied')}
      copyText={t('detail.copy')}
      copyAriaLabel={`${t('detail.copy')}: ${label}`}
      dataAttributes={{ 'data-tracking': token }}
      whatsapp={
        phone
          ? {
              href: whatsappLink(phone, parcelTrackingText(BRAND.provider, url)),
              label: t('detail.whatsappTo', { name: label }),
            }
          : undefined
      }
    />
  );
}
