import { useTranslation } from 'react-i18next';
import { useShallow } from 'zustand/react/shallow';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import { formatDateTime, initials, maskPhone } from '@trayecto/contracts';
import { DataValue, UserText } from '../../../components/user-text.tsx';
import { useSessionStore } from '../../../lib/session-store.ts';

function Row({
  label,
  value,
  ltr,
  user,
}: {
  label: string;
  value: string;
  ltr?: boolean;
  /** the value is data (a name, a place): its own direction */
  user?: boolean;
}) {
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', py: 0.75 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography
        variant="body2"
        sx={{ fontWeight: 500, textAlign: 'end', overflowWrap: 'anywhere' }}
      >
        <DataValue value={value} ltr={ltr} user={user} />
      </Typography>
    </Stack>
  );
}

/** Who is signed in: identity, PANEL ID and the company's data. */
export function ProfileSummary() {
  const { t, i18n } = useTranslation('profile');
  const s = useSessionStore(
    useShallow((st) => ({
      name: st.name ?? '',
      email: st.email ?? '',
      unique_id: st.unique_id ?? '',
      picture_url: st.picture_url,
      countryName: st.countryName ?? '',
      phone: st.phone ?? '',
      code: st.countryPhoneCode ?? '',
      master: st.is_corporate_master,
      shipments: st.is_active_shipments,
      multiStops: st.is_active_multi_stops,
      timezone: st.timezone,
      updated_at: st.updated_at,
    })),
  );
  const yes = t('yes');
  const no = t('no');
  return (
    <Card variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
      <Box
        sx={(theme) => ({
          height: 84,
          background: `linear-gradient(120deg, ${theme.palette.primary.main}, ${theme.palette.primary.light})`,
        })}
      />
      <Stack
        sx={{ alignItems: 'center', px: 3, mt: -5, pb: 3, textAlign: 'center' }}
        spacing={1.25}
      >
        <Avatar
          src={s.picture_url ?? undefined}
          alt=""
          sx={{
            width: 84,
            height: 84,
            fontSize: 30,
            fontWeight: 600,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            border: '4px solid',
            borderColor: 'background.paper',
          }}
        >
          {initials(s.name)}
        </Avatar>
        <UserText variant="h6" component="h2" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
          {s.name}
        </UserText>
        <UserText
          variant="body2"
          component="p"
          color="text.secondary"
          sx={{ mt: '2px !important', overflowWrap: 'anywhere' }}
        >
          {s.email}
        </UserText>
        <Stack
          direction="row"
          spacing={1}
          sx={{ flexWrap: 'wrap', justifyContent: 'center', gap: 1 }}
        >
          <Chip
            label={
              <>
                {`${t('panelId')}: `}
                <UserText>{s.unique_id}</UserText>
              </>
            }
            color={s.master ? 'warning' : 'primary'}
            variant={s.master ? 'filled' : 'outlined'}
            size="small"
            sx={{ fontWeight: 600, m: '0 !important' }}
          />
          <Chip
            icon={<VerifiedOutlined />}
            label={s.master ? t('accountMaster') : t('accountCorporate')}
            size="small"
            variant="outlined"
            sx={{ m: '0 !important' }}
          />
        </Stack>
      </Stack>
      <Divider />
      <Box sx={{ px: 3, py: 2 }}>
        <Typography variant="overline" color="text.secondary" component="h3">
          {t('company.title')}
        </Typography>
        <Row
          label={t('company.country')}
          value={s.countryName || '—'}
          user={Boolean(s.countryName)}
        />
        <Row
          label={t('company.phone')}
          value={s.phone ? `${s.code} ${maskPhone(s.phone)}` : '—'}
          ltr
        />
        <Row label={t('company.timezone')} value={s.timezone} ltr />
        <Row label={t('company.shipments')} value={s.shipments ? yes : no} />
        <Row label={t('company.multiStops')} value={s.multiStops ? yes : no} />
        {s.updated_at && (
          <Row
            label={t('company.updatedAt')}
            value={formatDateTime(s.updated_at, i18n.language, s.timezone)}
          />
        )}
      </Box>
    </Card>
  );
}
