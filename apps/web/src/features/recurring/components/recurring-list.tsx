import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import type { RecurringTrip } from '@trayecto/contracts/recurring';
import { RecurringCard, type RecurringActions } from './recurring-card.tsx';

const GRID = {
  listStyle: 'none',
  p: 0,
  m: 0,
  display: 'grid',
  gap: 2,
  gridTemplateColumns: {
    xs: 'minmax(0, 1fr)',
    md: 'repeat(2, minmax(0, 1fr))',
    lg: 'minmax(0, 1fr)',
    xl: 'repeat(2, minmax(0, 1fr))',
  },
  alignContent: 'start',
} as const;

/** The schedules as cards (skeletons while they load). */
export function RecurringList({
  list,
  loading,
  canWrite,
  pausing,
  lang,
  timeZone,
  actions,
}: {
  list: RecurringTrip[];
  loading: boolean;
  canWrite: boolean;
  /** the schedules whose pause or resume is being sent */
  pausing: ReadonlySet<string>;
  lang: string;
  timeZone: string;
  actions: RecurringActions;
}) {
  const { t } = useTranslation('recurring');
  if (loading) {
    return (
      <Box component="ul" aria-hidden sx={GRID}>
        {Array.from({ length: 2 }, (_, i) => (
          <Card component="li" key={i} variant="outlined" sx={{ p: 2, borderRadius: 3 }}>
            <Skeleton width="40%" />
            <Skeleton width="90%" />
            <Skeleton width="80%" />
            <Skeleton width="60%" sx={{ mt: 1.5 }} />
          </Card>
        ))}
      </Box>
    );
  }
  return (
    <Box component="ul" aria-label={t('listLabel')} sx={GRID}>
      {list.map((recurring) => (
        <RecurringCard
          key={recurring._id}
          recurring={recurring}
          canWrite={canWrite}
          busy={pausing.has(recurring._id)}
          lang={lang}
          timeZone={timeZone}
          actions={actions}
        />
      ))}
    </Box>
  );
}
