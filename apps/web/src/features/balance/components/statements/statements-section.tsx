import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { formatDate } from '@trayecto/contracts';
import type { Notify } from '../../../../components/use-toast.tsx';
import { apiErrorText } from '../../../../lib/i18n-errors.ts';
import { useSessionStore } from '../../../../lib/session-store.ts';
import { useStatements } from '../../api/money-watch-queries.ts';
import { DialogSuspense, lazyDialog, useDialogState } from '../lazy-dialog.tsx';
import { ListSection } from '../list-section.tsx';
import { StatementFileButton } from './statement-file-button.tsx';
import { monthName } from '@trayecto/contracts/format';

const statementDialog = lazyDialog(() =>
  import('./statement-dialog.tsx').then((m) => m.StatementDialog),
);

/**
 * "Estados de cuenta": the closed months, newest first, each with when it was e-mailed, its
 * summary (a dialog) and its PDF and CSV.
 */
export function StatementsSection({ notify }: { notify: Notify }) {
  const { t, i18n } = useTranslation('balance');
  const timezone = useSessionStore((s) => s.timezone);
  const list = useStatements();
  const months = list.data ?? [];
  const dialog = useDialogState<{ month: string }>();
  const onError = (message: string) => notify('error', message);

  return (
    <ListSection
      id="statements"
      title={t('statements.title')}
      query={{
        isPending: list.isPending,
        isFetching: list.isFetching,
        isFetchingNextPage: false,
        isError: list.isError,
        hasNextPage: false,
        fetchNextPage: () => undefined,
        refetch: () => list.refetch(),
      }}
      rowCount={months.length}
      filters={
        <Typography variant="body2" color="text.secondary">
          {t('statements.intro')}
        </Typography>
      }
      filtered={false}
      texts={{
        updating: t('statements.updating'),
        error: list.error ? t('statements.error', { message: apiErrorText(t, list.error) }) : '',
        loadMore: '',
        empty: t('statements.empty'),
        emptyText: t('statements.emptyText'),
        noResults: t('statements.empty'),
        noResultsText: t('statements.emptyText'),
      }}
    >
      {list.isPending ? (
        <Stack aria-hidden spacing={1.5} sx={{ p: { md: 2.5 } }}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={48} />
          ))}
        </Stack>
      ) : (
        <Stack
          component="ul"
          divider={<Divider component="li" aria-hidden />}
          aria-labelledby="statements-title"
          sx={{ listStyle: 'none', m: 0, p: 0 }}
        >
          {months.map(({ month, sent_at }) => {
            const name = monthName(month, i18n.language);
            return (
              <Stack
                component="li"
                key={month}
                data-month={month}
                direction={{ xs: 'column', sm: 'row' }}
                spacing={{ xs: 1, sm: 2 }}
                sx={{
                  alignItems: { xs: 'stretch', sm: 'center' },
                  justifyContent: 'space-between',
                  py: 1.5,
                  px: { md: 2.5 },
                }}
              >
                <Box sx={{ minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600 }}>
                    {monthName(month, i18n.language, { capital: true })}
                  </Typography>
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
                  >
                    {sent_at && <MarkEmailReadOutlined aria-hidden sx={{ fontSize: 16 }} />}
                    {sent_at
                      ? t('statements.sentOn', {
                          date: formatDate(sent_at, i18n.language, timezone),
                        })
                      : t('statements.notSent')}
                  </Typography>
                </Box>
                {/* on a phone: the summary on its own line, then PDF and CSV side by side */}
                <Box
                  sx={{
                    display: 'grid',
                    gap: 1,
                    gridTemplateColumns: { xs: '1fr 1fr', sm: 'auto auto auto' },
                    '& > :first-of-type': { gridColumn: { xs: '1 / -1', sm: 'auto' } },
                  }}
                >
                  <Button
                    size="small"
                    startIcon={<VisibilityOutlined />}
                    onClick={() => dialog.show({ month })}
                    aria-haspopup="dialog"
                    aria-label={t('statements.viewOf', { month: name })}
                    {...statementDialog.preloadProps}
                    sx={{ whiteSpace: 'nowrap' }}
                  >
                    {t('statements.view')}
                  </Button>
                  <StatementFileButton
                    month={month}
                    monthName={name}
                    format="pdf"
                    variant="outlined"
                    size="small"
                    onError={onError}
                    testId={`statement-pdf-${month}`}
                  />
                  <StatementFileButton
                    month={month}
                    monthName={name}
                    format="csv"
                    variant="outlined"
                    size="small"
                    onError={onError}
                    testId={`statement-csv-${month}`}
                  />
                </Box>
              </Stack>
            );
          })}
        </Stack>
      )}
      {dialog.mounted && dialog.props && (
        <DialogSuspense label={t('dialogs.loading')}>
          <statementDialog.Component
            key={dialog.serial}
            open={dialog.isOpen}
            onClose={dialog.hide}
            month={dialog.props.month}
            onError={onError}
          />
        </DialogSuspense>
      )}
    </ListSection>
  );
}
