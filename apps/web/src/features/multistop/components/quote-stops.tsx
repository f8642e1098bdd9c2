import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import type { QuoteStop } from '@trayecto/contracts';
import { StopStatusChip, TimelineStop } from '../../../components/stop-timeline.tsx';

/**
 * The origin (A, where the passenger is picked up) and each stop numbered as on the map, with
 * its progress once the trip runs and when it happened.
 */
export function QuoteStops({ stops, running }: { stops: QuoteStop[]; running: boolean }) {
  const { t } = useTranslation('multistop');
  const sorted = [...stops].sort((a, b) => a.index - b.index);
  return (
    <Box component="ol" aria-label={t('detail.stops')} sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {sorted.map((stop, number) => {
        // 0 is the origin
        const origin = number === 0;
        return (
          <TimelineStop
            key={stop.index}
            ns="multistop"
            stop={stop}
            title={origin ? t('detail.origin') : t('detail.stop', { number })}
            marker={origin ? 'A' : number}
            tone={origin ? 'primary.main' : undefined}
            last={number === sorted.length - 1}
            doneKey={origin ? 'detail.pickedUpAt' : 'detail.completedAt'}
            gap={0.5}
            aside={
              (running || stop.status !== 'pending') && (
                <StopStatusChip
                  status={stop.status}
                  label={t(`${origin ? 'originStatus' : 'stopStatus'}.${stop.status}`)}
                />
              )
            }
          />
        );
      })}
    </Box>
  );
}
