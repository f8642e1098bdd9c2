import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import { CenteredMessage } from './centered-message.tsx';

/** What the card reads of the list's TanStack query. */
type ListQuery = {
  isFetching: boolean;
  isPending: boolean;
  isError: boolean;
  data: unknown;
  refetch: () => unknown;
};

/**
 * A running list beside its live map (trips, parcels), side by side from `md`, stacked on a
 * phone. The list pane says loading, or the load error with a retry, before it shows `list`;
 * those texts come from the namespace (`loading`, `retry`, `running.loadError`).
 */
export function ListMapCard({
  ns,
  query,
  listWidth,
  phoneRows,
  mapFirstOnPhone = false,
  list,
  map,
}: {
  ns: 'trips' | 'parcels';
  query: ListQuery;
  /** the list's width beside the map, in px */
  listWidth: number;
  /** the grid rows on a phone: the list's and the map's heights, top to bottom */
  phoneRows: string;
  /** on a phone the map goes above the list */
  mapFirstOnPhone?: boolean;
  /** the loaded list, or its empty state */
  list: ReactNode;
  /** the map and what floats on it */
  map: ReactNode;
}) {
  const { t } = useTranslation(ns);
  return (
    <Card
      variant="outlined"
      sx={{
        borderRadius: 3,
        overflow: 'hidden',
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: `${listWidth}px 1fr` },
        gridTemplateRows: { xs: phoneRows, md: 'minmax(520px, calc(100dvh - 260px))' },
        position: 'relative',
      }}
    >
      {query.isFetching && (
        <LinearProgress
          sx={{ position: 'absolute', top: 0, insetInline: 0, zIndex: 2 }}
          aria-label={t('loading')}
        />
      )}
      <Box
        sx={{
          ...(mapFirstOnPhone ? { order: { xs: 1, md: 0 } } : {}),
          display: 'flex',
          flexDirection: 'column',
          minHeight: 0,
          borderInlineEnd: { md: 1 },
          ...(mapFirstOnPhone
            ? { borderTop: { xs: 1, md: 0 } }
            : { borderBottom: { xs: 1, md: 0 } }),
          borderColor: 'divider',
        }}
      >
        {query.isError && !query.data ? (
          <Alert
            severity="error"
            sx={{ m: 2 }}
            action={
              <Button color="inherit" size="small" onClick={() => void query.refetch()}>
                {t('retry')}
              </Button>
            }
          >
            {t('running.loadError')}
          </Alert>
        ) : query.isPending ? (
          <CenteredMessage text={t('loading')} busy />
        ) : (
          list
        )}
      </Box>
      <Box sx={{ position: 'relative', minHeight: 0 }}>{map}</Box>
    </Card>
  );
}
