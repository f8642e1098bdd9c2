import { useTranslation } from 'react-i18next';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  formatDate,
  formatUsd,
  initials,
  maskIdCard,
  maskPhone,
  type PayrollUser,
} from '@trayecto/contracts';
import { DataValue, UserText } from '../../../components/user-text.tsx';
import { useSessionStore } from '../../../lib/session-store.ts';

function Item({
  label,
  value,
  ltr,
  user,
}: {
  label: string;
  value: string;
  ltr?: boolean;
  /** the value is user data: its own direction */
  user?: boolean;
}) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        <DataValue value={value} ltr={ltr} user={user} />
      </Typography>
    </Box>
  );
}

function Figure({ label, value, strong }: { label: string; value: number; strong?: boolean }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography
        dir="ltr"
        sx={{
          fontWeight: 700,
          fontSize: strong ? '1.6rem' : '1.2rem',
          unicodeBidi: 'isolate',
          color: value < 0 ? 'error.main' : 'text.primary',
        }}
      >
        {formatUsd(value)}
      </Typography>
    </Box>
  );
}

/** Profile and money of one collaborator. */
export function UserSummary({ user }: { user: PayrollUser }) {
  const { t, i18n } = useTranslation('payroll');
  const timezone = useSessionStore((s) => s.timezone);
  return (
    <Card variant="outlined" sx={{ borderRadius: 3 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2.5}
        sx={{ p: 3, alignItems: { sm: 'center' } }}
      >
        <Avatar
          sx={{ width: 64, height: 64, fontSize: '1.4rem', bgcolor: 'primary.main' }}
          aria-hidden
        >
          {initials(user.name)}
        </Avatar>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Stack
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', flexWrap: 'wrap' }}
            useFlexGap
          >
            <UserText variant="h5" component="h2" sx={{ fontWeight: 700 }}>
              {user.name}
            </UserText>
            <Chip
              size="small"
              variant="outlined"
              color={user.is_active ? 'success' : 'default'}
              label={t(user.is_active ? 'status.active' : 'status.inactive')}
            />
          </Stack>
          <Typography color="text.secondary">
            <bdi>{user.email}</bdi>
          </Typography>
        </Box>
      </Stack>
      <Divider />
      <Grid container spacing={3} sx={{ p: 3 }}>
        <Grid size={{ xs: 12, sm: 4 }}>
          <Figure label={t('columns.balance')} value={user.balance} strong />
        </Grid>
        <Grid size={{ xs: 6, sm: 4 }}>
          <Figure label={t('columns.overdraft')} value={user.overdraft} />
        </Grid>
        <Grid size={{ xs: 6, sm: 4 }}>
          <Figure label={t('columns.available')} value={user.available} />
        </Grid>
      </Grid>
      <Divider />
      <Box
        component="dl"
        sx={{
          m: 0,
          p: 3,
          display: 'grid',
          gap: 2.5,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
        }}
      >
        <Item label={t('fields.phone')} value={maskPhone(user.phone)} ltr />
        <Item label={t('fields.idCard')} value={maskIdCard(user.id_card)} ltr />
        <Item
          label={t('fields.department')}
          value={user.department ?? '—'}
          user={Boolean(user.department)}
        />
        <Item
          label={t('detail.since')}
          value={formatDate(user.created_at, i18n.language, timezone)}
        />
      </Box>
    </Card>
  );
}
