import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@trayecto/contracts/format';
import type { TeamMember } from '@trayecto/contracts/team';
import { currentLanguage } from '../../../lib/api-client.ts';
import { useNow } from '../../../lib/use-now.ts';

const COLOR = { invited: 'warning', active: 'success', inactive: 'default' } as const;

/** Invited (with when its link stops working), active or deactivated. */
export function MemberStatus({ member, timezone }: { member: TeamMember; timezone: string }) {
  const { t } = useTranslation('team');
  const expires = member.status === 'invited' ? member.invite_expires_at : null;
  // a link runs out while the page is open: checked again every minute
  const now = useNow(expires !== null, 60_000);
  const expired = expires !== null && new Date(expires).getTime() <= now.getTime();
  return (
    <Stack spacing={0.25} sx={{ alignItems: 'flex-start' }}>
      <Chip
        size="small"
        variant="outlined"
        color={COLOR[member.status]}
        label={t(`status.${member.status}`)}
      />
      {expires && (
        <Typography
          variant="caption"
          color={expired ? 'error.main' : 'text.secondary'}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {t(expired ? 'invitation.expired' : 'invitation.expires', {
            date: formatDateTime(expires, currentLanguage(), timezone),
          })}
        </Typography>
      )}
    </Stack>
  );
}

/** When the member last entered the panel, or that it never has. */
export function LastLogin({ at, timezone }: { at: string | null; timezone: string }) {
  const { t } = useTranslation('team');
  if (!at) {
    return (
      <Typography variant="body2" color="text.secondary" component="span">
        {t('lastLogin.never')}
      </Typography>
    );
  }
  return (
    <Typography variant="body2" component="span" sx={{ whiteSpace: 'nowrap' }}>
      {formatDateTime(at, currentLanguage(), timezone)}
    </Typography>
  );
}
