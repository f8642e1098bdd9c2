import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import EventRepeatOutlined from '@mui/icons-material/EventRepeatOutlined';
import {
  RECURRING_LEAD_HOURS,
  RECURRING_MAX,
  type RecurringTrip,
} from '@trayecto/contracts/recurring';
import { CenteredMessage } from '../../../components/centered-message.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useToast } from '../../../components/use-toast.tsx';
import { WithUserText } from '../../../components/user-text.tsx';
import { currentLanguage } from '../../../lib/api-client.ts';
import { apiErrorText } from '../../../lib/i18n-errors.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { useCan } from '../../../lib/use-can.ts';
import { deleteRecurring, setRecurringPaused } from '../api/recurring-api.ts';
import {
  dropRecurring,
  putRecurring,
  refreshRecurring,
  useRecurringList,
} from '../api/recurring-queries.ts';
import { HolidaysCard } from '../components/holidays-card.tsx';
import { RecurringDialog } from '../components/recurring-dialog.tsx';
import { RecurringList } from '../components/recurring-list.tsx';

/**
 * /recurring: the company's recurring trips (issue 13, part 4), each booked again and again on
 * its days at its time, RECURRING_LEAD_HOURS ahead; and the company's holidays, on which none is
 * booked. Reading needs read:trips; creating, editing, pausing, removing and the holidays'
 * changes write:trips.
 */
export function Component() {
  const { t } = useTranslation('recurring');
  const lang = currentLanguage();
  const timeZone = useSessionStore((s) => s.timezone);
  const canWrite = useCan('write', 'trips');
  const recurring = useRecurringList();
  const { notify, toast } = useToast();

  // the editor: a new schedule (null) or one to edit; each opening mounts a fresh dialog
  const [editing, setEditing] = useState<RecurringTrip | null>(null);
  const [editorOpen, setEditorOpen] = useState(false);
  const [serial, setSerial] = useState(0);
  const openEditor = (r: RecurringTrip | null) => {
    setSerial((n) => n + 1);
    setEditing(r);
    setEditorOpen(true);
  };

  const [pausing, setPausing] = useState<ReadonlySet<string>>(new Set());
  const togglePause = async (r: RecurringTrip) => {
    setPausing((s) => new Set(s).add(r._id));
    try {
      const saved = await setRecurringPaused(r._id, !r.paused);
      putRecurring(saved);
      const key = saved.paused ? 'done.paused' : 'done.resumed';
      notify(
        'success',
        <WithUserText>{(isolate) => t(key, { name: isolate(r.passenger_name) })}</WithUserText>,
      );
    } catch (e) {
      notify('error', apiErrorText(t, e));
    } finally {
      setPausing((s) => {
        const next = new Set(s);
        next.delete(r._id);
        return next;
      });
    }
  };

  const [deleting, setDeleting] = useState<RecurringTrip | null>(null);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const askDelete = (r: RecurringTrip) => {
    setDeleteError(null);
    setDeleting(r);
    setDeleteOpen(true);
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteBusy(true);
    setDeleteError(null);
    try {
      await deleteRecurring(deleting._id);
      dropRecurring(deleting._id);
      setDeleteOpen(false);
      const name = deleting.passenger_name;
      notify(
        'success',
        <WithUserText>{(isolate) => t('done.deleted', { name: isolate(name) })}</WithUserText>,
      );
      void refreshRecurring();
    } catch (e) {
      setDeleteError(apiErrorText(t, e));
    } finally {
      setDeleteBusy(false);
    }
  };

  const list = recurring.data ?? [];
  const empty = Boolean(recurring.data) && list.length === 0;
  const full = list.length >= RECURRING_MAX;
  const newButton = (
    <Button
      variant="contained"
      startIcon={<AddOutlined />}
      onClick={() => openEditor(null)}
      disabled={!recurring.data || full}
      aria-haspopup="dialog"
      data-testid="recurring-new"
    >
      {t('actions.new')}
    </Button>
  );

  return (
    <Stack spacing={3}>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle', { hours: RECURRING_LEAD_HOURS })}
        rowFrom="md"
        // the empty list offers its own button
        action={canWrite && !empty ? newButton : undefined}
      />

      {full && canWrite && <Alert severity="info">{t('full', { max: RECURRING_MAX })}</Alert>}
      {recurring.isFetching && !recurring.isPending && (
        <LinearProgress aria-label={t('updating')} />
      )}

      <Box
        sx={{
          display: 'grid',
          gap: 3,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(300px, 1fr)' },
        }}
      >
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          {recurring.isError && !recurring.data ? (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={() => void recurring.refetch()}>
                  {t('actions.retry')}
                </Button>
              }
            >
              {apiErrorText(t, recurring.error)}
            </Alert>
          ) : empty ? (
            <Card variant="outlined" sx={{ borderRadius: 3 }}>
              <CenteredMessage
                icon={<EventRepeatOutlined />}
                title={t('empty.title')}
                text={t(canWrite ? 'empty.text' : 'empty.textReadOnly')}
                action={canWrite ? newButton : undefined}
              />
            </Card>
          ) : (
            <>
              {recurring.data && (
                <Typography variant="body2" color="text.secondary" data-testid="recurring-count">
                  {t('count', { count: list.length })}
                </Typography>
              )}
              <RecurringList
                list={list}
                loading={recurring.isPending}
                canWrite={canWrite}
                pausing={pausing}
                lang={lang}
                timeZone={timeZone}
                actions={{
                  onEdit: openEditor,
                  onTogglePause: (r) => void togglePause(r),
                  onDelete: askDelete,
                }}
              />
            </>
          )}
        </Stack>
        <HolidaysCard canWrite={canWrite} notify={notify} />
      </Box>

      {canWrite && (
        <RecurringDialog
          key={`recurring-${serial}`}
          open={editorOpen}
          recurring={editing}
          onClose={() => setEditorOpen(false)}
          onSaved={(saved, created) => {
            setEditorOpen(false);
            putRecurring(saved);
            notify(
              'success',
              created ? (
                <WithUserText>
                  {(isolate) => t('done.created', { name: isolate(saved.passenger_name) })}
                </WithUserText>
              ) : (
                t('done.saved')
              ),
            );
            void refreshRecurring();
          }}
        />
      )}
      {canWrite && (
        <ConfirmDialog
          open={deleteOpen}
          title={
            <WithUserText>
              {(isolate) =>
                t('confirm.deleteTitle', { name: isolate(deleting?.passenger_name ?? '') })
              }
            </WithUserText>
          }
          confirmLabel={t('actions.delete')}
          cancelLabel={t('actions.cancel')}
          destructive
          busy={deleteBusy}
          error={deleteError}
          onClose={() => setDeleteOpen(false)}
          onConfirm={() => void confirmDelete()}
        >
          <Typography>{t('confirm.deleteText')}</Typography>
        </ConfirmDialog>
      )}
      {toast}
    </Stack>
  );
}
