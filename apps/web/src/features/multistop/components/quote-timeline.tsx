import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateTime, type Quote } from '@trayecto/contracts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { eventStatuses } from '../lib/quote-state.ts';

/** Every status the quote, then its run, went through, oldest first, with when. */
export function QuoteTimeline({ events }: { events: Quote['events'] }) {
  const { t, i18n } = useTranslation('multistop');
  const tz = useSessionStore((s) => s.timezone);
  const shown = eventStatuses(events);
  return (
    <Box component="ol" aria-label={t('detail.timeline')} sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {events.map((event, i) => {
        const status = shown[i];
        const label = !status
          ? event.status
          : status.kind === 'trip'
            ? t(`tripStatus.${status.status}`)
            : t(`status.${status.status}`);
        return (
          <Stack
            key={`${event.status}-${event.at}-${i}`}
            component="li"
            direction="row"
            spacing={1.5}
            sx={{ alignItems: 'baseline', py: 0.5 }}
          >
            <Box
              aria-hidden
              sx={{
                width: 8,
                height: 8,
                borderRadius: '50%',
                flexShrink: 0,
                bgcolor: i === events.length - 1 ? 'primary.main' : 'divider',
              }}
            />
            <Typography variant="body2" sx={{ fontWeight: 600, flex: 1, minWidth: 0 }}>
              {label}
            </Typography>
            <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
              {formatDateTime(event.at, i18n.language, tz, {
                dateStyle: 'short',
                timeStyle: 'short',
              })}
            </Typography>
          </Stack>
        );
      })}
    </Box>
  );
}
