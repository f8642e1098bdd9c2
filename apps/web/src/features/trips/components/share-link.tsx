import { useTranslation } from 'react-i18next';
import { guestTripText, whatsappLink } from '@trayecto/contracts';
import { CopyLinkField } from '../../../components/copy-link-field.tsx';
import { BRAND } from '../../../lib/brand.ts';

export const shareUrl = (token: string) =>
  `${window.location.origin}/trip-info/${encodeURIComponent(token)}`;

/**
 * The passenger's live link, read-only, with a copy button; for a guest with a phone, also a
 * WhatsApp button with the same words as the SMS the server sends (issue 13).
 */
export function ShareLink({ token, phone }: { token: string; phone?: string | null }) {
  const { t } = useTranslation('trips');
  const url = shareUrl(token);
  return (
    <CopyLinkField
      url={url}
      label={t('detail.shareLink')}
      hint={t('detail.shareHint')}
      copiedText={t('detail.copied')}
      copyText={t('detail.copy')}
      whatsapp={
        phone
          ? {
              href: whatsappLink(phone, guestTripText(BRAND.provider, url)),
              label: t('detail.whatsapp'),
            }
          : undefined
      }
    />
  );
}
