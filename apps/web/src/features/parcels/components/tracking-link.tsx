import { useTranslation } from 'react-i18next';
import { CopyLinkField } from '../../../components/copy-link-field.tsx';
import { trackingPath } from '../lib/live-parcels.ts';

/** A receiver's public tracking link, read-only, with a copy button. */
export function TrackingLink({ token, label }: { token: string; label: string }) {
  const { t } = useTranslation('parcels');
  return (
    <CopyLinkField
      url={`${window.location.origin}${trackingPath(token)}`}
      label={label}
      hint={t('detail.trackingHint')}
      copiedText={t('detail.copied')}
      copyText={t('detail.copy')}
      copyAriaLabel={`${t('detail.copy')}: ${label}`}
      dataAttributes={{ 'data-tracking': token }}
    />
  );
}
