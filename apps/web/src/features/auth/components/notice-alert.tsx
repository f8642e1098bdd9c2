import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import { errorText } from '../../../lib/i18n-errors.ts';
import type { LoginNotice } from '../../../lib/navigation.ts';

/** A notice is an `errors` code or a namespaced key ("auth:reset.success") with its values. */
export function noticeText(t: TFunction, notice: LoginNotice): string {
  return notice.code.includes(':')
    ? t(notice.code, { ...notice.params, defaultValue: notice.code })
    : errorText(t, notice.code, notice.params);
}

export function NoticeAlert({ notice, onClose }: { notice: LoginNotice; onClose?: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity={notice.severity}
      variant="outlined"
      role={notice.severity === 'error' || notice.severity === 'warning' ? 'alert' : 'status'}
      {...(onClose ? { onClose } : {})}
      sx={{ mb: 3, alignItems: 'flex-start' }}
    >
      {noticeText(t, notice)}
    </Alert>
  );
}
