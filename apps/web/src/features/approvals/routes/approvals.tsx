import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import ApprovalOutlined from '@mui/icons-material/ApprovalOutlined';
import CheckRounded from '@mui/icons-material/CheckRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import type { Approval } from '@trayecto/contracts/approvals';
import { CenteredMessage } from '../../../components/centered-message.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { WithUserText } from '../../../components/user-text.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { apiErrorText } from '../../../lib/i18n-errors.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { useCan } from '../../../lib/use-can.ts';
import { useNow } from '../../../lib/use-now.ts';
import { datedFileName, saveBlob } from '../../balance/api/download.ts';
import { useToast } from '../../../components/use-toast.tsx';
import { filedApprovalOf } from '../api/approval-filed.ts';
import { exportApprovalsCsv } from '../api/approvals-api.ts';
import { useApproval, useApprovalList, useLiveApprovals } from '../api/approvals-queries.ts';
import { ApprovalCard } from '../components/approval-card.tsx';
import { useApprovalDecisions } from '../components/approval-decisions.tsx';
import { ApprovalTabs } from '../components/approval-tabs.tsx';
import {
  isApprovalTab,
  isDecidable,
  statusOfTab,
  type ApprovalTab,
} from '../lib/approval-display.ts';

/**
 * /approvals: the bookings outside a group's travel policy that the policy sends to an approver
 * (issue 13, part 3), by status tab ("Esperando aprobación" first, with how many wait), newest
 * first with keyset "Cargar más", and the CSV of the tab. Every role reads them; write:approvals
 * (admin, approver) approves or does not approve one that waits. `?id=` (the e-mails' link, a
 * booking just filed) opens on that request, highlighted; a booking form that was answered 202
 * says so above. Live: approval:update brings the lists and the request again.
 */
export function Component() {
  const { t } = useTranslation('approvals');
  const timezone = useSessionStore((s) => s.timezone);
  const canDecide = useCan('write', 'approvals');
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const { notify, toast } = useToast();
  const decisions = useApprovalDecisions(notify);
  // a request's time may pass while the page is open: its buttons go then
  const now = useNow(true, 30_000);
  useLiveApprovals();

  const rawTab = params.get('tab');
  const tab: ApprovalTab = isApprovalTab(rawTab) ? rawTab : 'waiting';
  const focusId = params.get('id');
  const list = useApprovalList(statusOfTab(tab));
  const focus = useApproval(focusId);
  const rows = useMemo(() => list.data?.pages.flatMap((p) => p.approvals) ?? [], [list.data]);
  const waiting = list.data?.pages[0]?.waiting;
  // the request of ?id= is highlighted where the list shows it, or on its own above the list
  const focusInList = focusId !== null && rows.some((a) => a._id === focusId);
  const focusApart = focusId !== null && !list.isPending && !focusInList;

  // the booking a form just filed (its 202): said once, above everything
  const filed = filedApprovalOf(location.state);
  const [filedClosed, setFiledClosed] = useState(false);

  // the highlighted request takes the keyboard focus once, when it first shows
  const focused = useRef<string | null>(null);
  const takeFocus = (el: HTMLDivElement | null) => {
    if (!el || !focusId || focused.current === focusId) return;
    focused.current = focusId;
    el.focus();
  };

  // the URL keeps the tab and the request; the filed notice (history state) stays with them
  const setUrl = (patch: { tab?: ApprovalTab; id?: null }) => {
    const next = new URLSearchParams(params);
    if (patch.tab) {
      if (patch.tab === 'waiting') next.delete('tab');
      else next.set('tab', patch.tab);
    }
    if (patch.id === null) next.delete('id');
    void setParams(next, { replace: true, state: location.state as unknown });
  };

  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      saveBlob(await exportApprovalsCsv(statusOfTab(tab)), datedFileName('aprobaciones'));
    } catch (e) {
      notify('error', apiErrorText(t, e));
    } finally {
      setExporting(false);
    }
  };

  const actionsFor = (approval: Approval) =>
    canDecide && isDecidable(approval, now) ? (
      <>
        <Button
          variant="contained"
          color="success"
          startIcon={<CheckRounded />}
          onClick={() => decisions.ask('approve', approval)}
          aria-haspopup="dialog"
          aria-label={t('actions.approveFor', { id: approval.unique_id })}
        >
          {t('actions.approve')}
        </Button>
        <Button
          variant="outlined"
          color="error"
          startIcon={<CloseRounded />}
          onClick={() => decisions.ask('deny', approval)}
          aria-haspopup="dialog"
          aria-label={t('actions.denyFor', { id: approval.unique_id })}
        >
          {t('actions.deny')}
        </Button>
      </>
    ) : undefined;

  const card = (approval: Approval) => {
    const highlighted = approval._id === focusId;
    return (
      <ApprovalCard
        approval={approval}
        timezone={timezone}
        highlighted={highlighted}
        actions={actionsFor(approval)}
        ref={highlighted ? takeFocus : undefined}
      />
    );
  };

  return (
    <Stack spacing={3}>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        rowFrom="md"
        action={
          <Button
            variant="outlined"
            startIcon={
              exporting ? <CircularProgress size={16} aria-hidden /> : <FileDownloadOutlined />
            }
            disabled={exporting || rows.length === 0}
            onClick={() => void exportCsv()}
            sx={{ alignSelf: { xs: 'flex-start', md: 'auto' } }}
          >
            {t('actions.export')}
          </Button>
        }
      />

      {filed && !filedClosed && (
        <Alert
          severity="success"
          role="status"
          data-testid="approval-filed"
          closeText={t('actions.dismiss')}
          onClose={() => setFiledClosed(true)}
        >
          <AlertTitle>
            <WithUserText>
              {(isolate) => t('done.filed', { group: isolate(filed.group) })}
            </WithUserText>
          </AlertTitle>
          {t('done.filedText')}
        </Alert>
      )}

      {focusApart && (
        <Box component="section" aria-label={t('focus.label')}>
          {focus.data ? (
            <ApprovalCard
              approval={focus.data}
              timezone={timezone}
              highlighted
              ref={takeFocus}
              actions={
                <>
                  {actionsFor(focus.data)}
                  <Button color="inherit" onClick={() => setUrl({ id: null })}>
                    {t('actions.close')}
                  </Button>
                </>
              }
            />
          ) : focus.isPending ? (
            <CenteredMessage text={t('focus.loading')} busy />
          ) : (
            <Alert
              severity={isApiError(focus.error) && focus.error.status === 404 ? 'warning' : 'error'}
              action={
                <Button color="inherit" size="small" onClick={() => setUrl({ id: null })}>
                  {t('actions.close')}
                </Button>
              }
            >
              {isApiError(focus.error) && focus.error.status === 404
                ? t('focus.notFound')
                : apiErrorText(t, focus.error)}
            </Alert>
          )}
        </Box>
      )}

      <Card
        variant="outlined"
        component="section"
        aria-label={t('listLabel')}
        sx={{ borderRadius: 3, overflow: 'hidden', position: 'relative' }}
      >
        <ApprovalTabs value={tab} waiting={waiting} onChange={(next) => setUrl({ tab: next })} />
        <Divider />
        {list.isFetching && !list.isPending && !list.isFetchingNextPage && (
          <LinearProgress
            sx={{ position: 'absolute', insetInline: 0 }}
            aria-label={t('updating')}
          />
        )}
        {!canDecide && tab === 'waiting' && rows.length > 0 && (
          <Alert severity="info" sx={{ mx: { xs: 1.5, sm: 2.5 }, mt: 2 }}>
            {t('readOnly')}
          </Alert>
        )}
        {list.isPending ? (
          <CenteredMessage text={t('loading')} busy />
        ) : list.isError && rows.length === 0 ? (
          <Alert
            severity="error"
            sx={{ m: 2 }}
            action={
              <Button color="inherit" size="small" onClick={() => void list.refetch()}>
                {t('actions.retry')}
              </Button>
            }
          >
            {apiErrorText(t, list.error)}
          </Alert>
        ) : rows.length === 0 ? (
          <CenteredMessage
            icon={<ApprovalOutlined />}
            title={t(`empty.${tab}.title`)}
            text={t(`empty.${tab}.text`)}
          />
        ) : (
          <Stack
            component="ul"
            spacing={2}
            data-testid="approvals-list"
            sx={{ listStyle: 'none', m: 0, p: { xs: 1.5, sm: 2.5 } }}
          >
            {rows.map((approval) => (
              <li key={approval._id}>{card(approval)}</li>
            ))}
          </Stack>
        )}
        {list.hasNextPage && (
          <Stack sx={{ alignItems: 'center', pb: 2 }}>
            <Button onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
              {t('actions.more')}
            </Button>
          </Stack>
        )}
      </Card>

      {decisions.element}
      {toast}
    </Stack>
  );
}
