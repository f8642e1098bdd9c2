import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { useRealtimeStatus } from '../lib/socket.ts';

/**
 * Says whether live updates are arriving: "En vivo" once the realtime connection is up,
 * "Reconectando…" while it is down (the page catches up when it comes back).
 */
export function LiveBadge() {
  const { t } = useTranslation();
  const status = useRealtimeStatus();
  const live = status === 'connected';
  const label = t(live ? 'realtime.connected' : 'realtime.connecting');
  return (
    <Tooltip describeChild title={t(live ? 'realtime.connectedHint' : 'realtime.connectingHint')}>
      <Chip
        role="status"
        aria-label={label}
        data-realtime={status}
        size="small"
        variant="outlined"
        color={live ? 'success' : 'warning'}
        label={label}
        icon={
          <Box
            component="span"
            aria-hidden
            sx={{
              width: 8,
              height: 8,
              borderRadius: '50%',
              bgcolor: 'currentColor',
              ml: 1,
              animation: live ? 'none' : 'live-badge-blink 1.2s ease-in-out infinite',
              '@keyframes live-badge-blink': { '50%': { opacity: 0.25 } },
              '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
            }}
          />
        }
        sx={{ fontWeight: 600, alignSelf: 'center' }}
      />
    </Tooltip>
  );
}
