import { useTranslation } from 'react-i18next';
import { CopyLinkField } from '../../../components/copy-link-field.tsx';

export const shareUrl = (token: string) =>
  `${window.location.origin}/trip-info/${encodeURIComponent(token)}`;

/** The passenger's live link, read-only, with a copy button. */
export function ShareLink({ token }: { token: string }) {
  const { t } = useTranslation('trips');
  return (
    <CopyLinkField
      url={shareUrl(token)}
      label={t('detail.shareLink')}
      hint={t('detail.shareHint')}
      copiedText={t('detail.copied')}
      copyText={t('detail.copy')}
    />
  );
}
