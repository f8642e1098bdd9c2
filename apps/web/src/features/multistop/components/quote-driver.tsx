import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Quote } from '@trayecto/contracts';
import { UserText } from '../../../components/user-text.tsx';

/** The driver of the run: photo, name, vehicle and plate. */
export function QuoteDriver({ driver }: { driver: NonNullable<Quote['driver']> }) {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', minWidth: 0 }}>
      <Avatar src={driver.photo_url} alt="" sx={{ width: 56, height: 56 }} />
      <Stack sx={{ minWidth: 0 }}>
        <UserText variant="body1" sx={{ fontWeight: 600 }} noWrap>
          {driver.name}
        </UserText>
        <UserText variant="body2" color="text.secondary" noWrap>
          {driver.vehicle}
        </UserText>
        <Typography
          dir="ltr"
          variant="caption"
          sx={{
            fontFamily: 'monospace',
            fontWeight: 700,
            letterSpacing: 1,
            unicodeBidi: 'isolate',
            alignSelf: 'flex-start',
            px: 0.75,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
          }}
        >
          {driver.plate}
        </Typography>
      </Stack>
    </Stack>
  );
}
