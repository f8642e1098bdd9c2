import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineRounded from '@mui/icons-material/CheckCircleOutlineRounded';
import CheckRounded from '@mui/icons-material/CheckRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import HighlightOffRounded from '@mui/icons-material/HighlightOffRounded';
import HourglassDisabledOutlined from '@mui/icons-material/HourglassDisabledOutlined';
import type { Approval, ApprovalStatus, PublicApproval } from '@trayecto/contracts/approvals';
import { formatUsd } from '@trayecto/contracts/format';
import Card from '@mui/material/Card';
import { alpha } from '@mui/material/styles';
import { CenteredMessage } from '../../../components/centered-message.tsx';
import { BrokenLinkCard, PublicPage } from '../../../components/public-page.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { apiErrorText, errorText } from '../../../lib/i18n-errors.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { VISUALLY_HIDDEN } from '../../../lib/visually-hidden.ts';
import { useNow } from '../../../lib/use-now.ts';
import { approvalsPath } from '../api/approval-filed.ts';
import {
  approvalKeys,
  approveByLink,
  denyByLink,
  getApprovalByLink,
} from '../api/approvals-api.ts';
import {
  ApprovalDecision,
  ApprovalFacts,
  ApprovalHeading,
  ApprovalStatusChip,
} from '../components/approval-card.tsx';
import { APPROVE_TEXT, DenyDialog } from '../components/decision-dialogs.tsx';
import { isDecidable } from '../lib/approval-display.ts';

/** A company's or group's name inside a translated title: in its own direction. */
const isolated = (text: string) => `\u2068${text}\u2069`;

/**
 * The page's frame: the public pages' bar (logo, language, theme) over a card with the page's h1,
 * a round badge above it for an outcome, and a line under it.
 */
function LinkShell({
  title,
  subtitle,
  icon,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  icon?: { node: ReactNode; tone: 'success' | 'warning' | 'error' };
  children?: ReactNode;
}) {
  return (
    <PublicPage>
      <Box
        component="main"
        sx={{
          flex: 1,
          display: 'flex',
          justifyContent: 'center',
          alignItems: 'flex-start',
          p: { xs: 2, sm: 4 },
        }}
      >
        <Card
          variant="outlined"
          sx={{ maxWidth: 560, width: '100%', borderRadius: 3, p: { xs: 2.5, sm: 3.5 } }}
        >
          {icon && (
            <Box
              aria-hidden
              sx={(th) => ({
                width: 56,
                height: 56,
                mb: 2,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                color: th.palette[icon.tone].main,
                bgcolor: alpha(th.palette[icon.tone].main, th.palette.mode === 'dark' ? 0.2 : 0.12),
                '& svg': { fontSize: 30 },
              })}
            >
              {icon.node}
            </Box>
          )}
          <Typography
            variant="h5"
            component="h1"
            sx={{ fontWeight: 700, mb: subtitle ? 0.5 : 2.5, overflowWrap: 'anywhere' }}
          >
            {title}
          </Typography>
          {subtitle && (
            <Typography color="text.secondary" sx={{ mb: 2.5 }}>
              {subtitle}
            </Typography>
          )}
          {children}
        </Card>
      </Box>
    </PublicPage>
  );
}

/** A link that will never work: unknown, used up, or of someone who may no longer decide. */
function isDeadLink(error: unknown, reading = false): boolean {
  if (!isApiError(error)) return false;
  if (error.error_code === 'approval_link_invalid' || error.status === 404) return true;
  // reading, a malformed token (400) is as unknown as a missing one
  return reading && error.status === 400;
}

/** What a request's status is now: a waiting one past its time has expired (the sweep may lag). */
const shownStatus = (approval: Approval, now: Date): ApprovalStatus =>
  approval.status === 'waiting' && !isDecidable(approval, now) ? 'expired' : approval.status;

/** The request as the approver reads it: its kind and id, status, and facts. */
function RequestSummary({
  approval,
  status,
  timezone,
}: {
  approval: Approval;
  status: ApprovalStatus;
  timezone: string;
}) {
  return (
    <Box
      component="section"
      aria-labelledby="approval-link-request"
      sx={{ p: 2, mb: 3, borderRadius: 2, border: 1, borderColor: 'divider' }}
    >
      <Stack spacing={2}>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap' }}
        >
          <Typography
            id="approval-link-request"
            variant="subtitle1"
            component="h2"
            sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
          >
            <ApprovalHeading approval={approval} />
          </Typography>
          <ApprovalStatusChip status={status} />
        </Stack>
        <ApprovalFacts approval={approval} timezone={timezone} />
        {status !== 'waiting' && <ApprovalDecision approval={approval} timezone={timezone} />}
      </Stack>
    </Box>
  );
}

const RESULT_TITLE = {
  ride: 'link.result.approvedRide',
  parcel: 'link.result.approvedParcel',
  multistop: 'link.result.approvedMultistop',
} as const;

/** The outcome of this page's own decision: approved and booked, not booked (why), or denied. */
function resultOf(
  t: TFunction,
  approval: Approval,
): { title: string; text?: string; tone: 'success' | 'warning' | 'error'; icon: ReactNode } {
  switch (approval.status) {
    case 'approved':
      return {
        title: t(RESULT_TITLE[approval.kind]),
        text: t('link.result.approvedText'),
        tone: 'success',
        icon: <CheckCircleOutlineRounded />,
      };
    case 'denied':
      return {
        title: t('link.result.denied'),
        text: t('link.result.deniedText'),
        tone: 'warning',
        icon: <HighlightOffRounded />,
      };
    case 'expired':
      return {
        title: t('link.result.expired'),
        tone: 'warning',
        icon: <HourglassDisabledOutlined />,
      };
    default:
      return { title: t('link.result.failed'), tone: 'error', icon: <ErrorOutlineRounded /> };
  }
}

/**
 * /approval/:token: the link of an approver's e-mail (issue 13, part 3), without signing in.
 * Shows the company and the request (who travels, the group and the rules it breaks, route,
 * estimate, time, reason, who asked), and decides it once: "Aprobar" in one click (the page says
 * beside it that the booking is placed and its estimate held) or "No aprobar" with a reason. Then the outcome; a request already decided
 * (here, in the panel, by another approver) or expired shows how it stands; a link that does not
 * work says so. Its texts are the approvals namespace's (the route waits for the feature texts:
 * app/routes.ts).
 */
export function Component() {
  const { t } = useTranslation('approvals');
  const { token = '' } = useParams();
  // the approver's own clock, as the receiver's tracking page shows times
  const timezone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const now = useNow(true, 30_000);
  const link = useQuery({
    queryKey: approvalKeys.link(token),
    queryFn: ({ signal }) => getApprovalByLink(token, signal),
    // a link that does not work stays so: not asked again
    retry: (n, e) => !isDeadLink(e, true) && n < 2,
    staleTime: Number.POSITIVE_INFINITY,
  });
  // this page's own decision, once answered
  const [decided, setDecided] = useState<Approval | null>(null);
  const [dead, setDead] = useState(false);
  // someone decided first (409): the request is read again and shown as it stands
  const [late, setLate] = useState(false);
  const [denying, setDenying] = useState(false);
  const [approving, setApproving] = useState(false);
  const [approveError, setApproveError] = useState<string | null>(null);

  const decide = async (call: () => Promise<PublicApproval>) => {
    try {
      const answer = await call();
      queryClient.setQueryData(approvalKeys.link(token), answer);
      setDecided(answer.approval);
      setDenying(false);
    } catch (e) {
      if (isDeadLink(e)) {
        setDenying(false);
        setDead(true);
        return;
      }
      if (isApiError(e) && e.status === 409) {
        setDenying(false);
        setLate(true);
        void link.refetch();
        return;
      }
      // said where it was asked (the deny dialog stays open)
      throw e;
    }
  };

  /** "Aprobar": one click (the page says what it does beside it); the outcome replaces the page. */
  const approve = async () => {
    setApproving(true);
    setApproveError(null);
    try {
      await decide(() => approveByLink(token));
    } catch (e) {
      setApproveError(apiErrorText(t, e));
    } finally {
      setApproving(false);
    }
  };

  const toPanel = (approval?: Approval) => (
    <Button
      component={RouterLink}
      to={approvalsPath(approval?._id)}
      variant="outlined"
      size="large"
      fullWidth
    >
      {t('actions.toPanel')}
    </Button>
  );

  if (dead || isDeadLink(link.error, true)) {
    return (
      <PublicPage>
        <Box
          component="main"
          sx={{ flex: 1, display: 'flex', justifyContent: 'center', p: { xs: 2, sm: 4 } }}
        >
          <Stack spacing={2} sx={{ alignItems: 'center', width: '100%', maxWidth: 460 }}>
            <BrokenLinkCard title={t('link.invalidTitle')} sx={{ mt: { sm: 6 } }} />
            <Alert severity="error" variant="outlined" role="alert" sx={{ width: '100%' }}>
              {errorText(t, 'approval_link_invalid')}
            </Alert>
            {toPanel()}
          </Stack>
        </Box>
      </PublicPage>
    );
  }
  if (link.isPending)
    return (
      <PublicPage>
        <Box component="main" sx={{ flex: 1, display: 'flex' }}>
          <CenteredMessage text={t('link.loading')} busy />
        </Box>
      </PublicPage>
    );
  if (!link.data) {
    return (
      <PublicPage>
        <Box
          component="main"
          sx={{ flex: 1, display: 'flex', justifyContent: 'center', p: { xs: 2, sm: 4 } }}
        >
          <Stack spacing={2} sx={{ alignItems: 'center', width: '100%', maxWidth: 460 }}>
            <BrokenLinkCard
              title={t('link.loadErrorTitle')}
              retry={{ label: t('actions.retry'), onClick: () => void link.refetch() }}
              sx={{ mt: { sm: 6 } }}
            />
            <Alert severity="error" variant="outlined" sx={{ width: '100%' }}>
              {apiErrorText(t, link.error)}
            </Alert>
          </Stack>
        </Box>
      </PublicPage>
    );
  }

  const { company_name: company } = link.data;
  const approval = decided ?? link.data.approval;
  const status = shownStatus(approval, now);

  if (decided) {
    const result = resultOf(t, decided);
    return (
      <LinkShell
        title={result.title}
        subtitle={result.text}
        icon={{ node: result.icon, tone: result.tone }}
      >
        {/* the button or dialog that decided is gone: the outcome is said to a screen reader */}
        <Box role="status" sx={VISUALLY_HIDDEN}>
          {result.title}
        </Box>
        {decided.status === 'failed' && (
          <Alert severity="error" variant="outlined" sx={{ mb: 3 }}>
            {errorText(t, decided.failure_code ?? 'unknown')}
          </Alert>
        )}
        <RequestSummary approval={decided} status={decided.status} timezone={timezone} />
        {toPanel(decided)}
      </LinkShell>
    );
  }

  if (status !== 'waiting') {
    return (
      <LinkShell
        title={t('link.decidedTitle')}
        subtitle={t('link.currentStatus', { status: t(`status.${status}`) })}
        icon={{ node: <HourglassDisabledOutlined />, tone: 'warning' }}
      >
        {late && (
          <Alert severity="warning" variant="outlined" sx={{ mb: 3 }} role="alert">
            {errorText(t, 'approval_already_decided')}
          </Alert>
        )}
        <RequestSummary approval={approval} status={status} timezone={timezone} />
        {toPanel(approval)}
      </LinkShell>
    );
  }

  return (
    <LinkShell
      title={t('link.title', { company: isolated(company) })}
      subtitle={t('link.subtitle', { group: isolated(approval.group_name) })}
    >
      <RequestSummary approval={approval} status={status} timezone={timezone} />
      <Stack component="section" aria-labelledby="approval-link-decision" spacing={1.5}>
        <Typography id="approval-link-decision" variant="subtitle2" component="h2">
          {t('link.decisionLabel')}
        </Typography>
        {/* what approving does, said before the one click that does it */}
        <Typography variant="body2" id="approval-link-consequence">
          {t(APPROVE_TEXT[approval.kind], { amount: formatUsd(approval.estimate) })}{' '}
          <Typography component="span" variant="body2" color="text.secondary">
            {t('approveDialog.note')}
          </Typography>
        </Typography>
        {approveError && (
          <Alert severity="error" role="alert">
            {approveError}
          </Alert>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button
            variant="contained"
            color="success"
            size="large"
            fullWidth
            startIcon={<CheckRounded />}
            onClick={() => void approve()}
            loading={approving}
            aria-describedby="approval-link-consequence"
          >
            {t('actions.approve')}
          </Button>
          <Button
            variant="outlined"
            color="error"
            size="large"
            fullWidth
            startIcon={<CloseRounded />}
            onClick={() => setDenying(true)}
            disabled={approving}
            aria-haspopup="dialog"
          >
            {t('actions.deny')}
          </Button>
        </Stack>
      </Stack>
      {/* mounted only while open: a fresh form and request state each time */}
      {denying && (
        <DenyDialog
          approval={approval}
          open
          onClose={() => setDenying(false)}
          onConfirm={(body) => decide(() => denyByLink(token, body))}
        />
      )}
    </LinkShell>
  );
}
