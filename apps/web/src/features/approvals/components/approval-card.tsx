import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DirectionsCarOutlined from '@mui/icons-material/DirectionsCarOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import { formatDateTime, formatUsd } from '@trayecto/contracts/format';
import type { Approval, ApprovalStatus } from '@trayecto/contracts/approvals';
import { UserText, WithUserText } from '../../../components/user-text.tsx';
import { currentLanguage } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/i18n-errors.ts';
import { Fact, FactGrid, Ltr, RouteSummary } from '../../trips/api/trip-display.ts';
import { orderPathOf } from '../lib/approval-display.ts';

const COLORS: Record<ApprovalStatus, ChipProps['color']> = {
  // a decision is due: the eye should land here
  waiting: 'warning',
  approved: 'success',
  denied: 'error',
  expired: 'default',
  failed: 'error',
};

/** A request's status, in the words of the approvers' e-mails and the CSV. */
export function ApprovalStatusChip({ status }: { status: ApprovalStatus }) {
  const { t } = useTranslation('approvals');
  return (
    <Chip
      size="small"
      color={COLORS[status]}
      variant={status === 'waiting' ? 'filled' : 'outlined'}
      label={t(`status.${status}`)}
      data-approval-status={status}
      sx={{ fontWeight: 600, maxWidth: '100%' }}
    />
  );
}

const KIND = {
  ride: 'kind.ride',
  parcel: 'kind.parcel',
  multistop: 'kind.multistop',
} as const;

/**
 * The policy rules a request breaks ("tope por viaje", "horario"), as chips under their label.
 */
function BrokenRules({ approval }: { approval: Approval }) {
  const { t } = useTranslation('approvals');
  if (approval.violations.length === 0) return null;
  return (
    <Box>
      <Typography
        variant="caption"
        color="text.secondary"
        component="div"
        id={`rules-${approval._id}`}
      >
        {t('fields.rules')}
      </Typography>
      <Stack
        component="ul"
        direction="row"
        spacing={0.75}
        useFlexGap
        aria-labelledby={`rules-${approval._id}`}
        sx={{ flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0, mt: 0.5 }}
      >
        {approval.violations.map((rule) => (
          <li key={rule}>
            <Chip size="small" variant="outlined" color="warning" label={t(`rules.${rule}`)} />
          </li>
        ))}
      </Stack>
    </Box>
  );
}

/** Who decided a request, when, and what came of it (the deny reason, why it was not booked). */
export function ApprovalDecision({ approval, timezone }: { approval: Approval; timezone: string }) {
  const { t } = useTranslation('approvals');
  const lang = currentLanguage();
  const date = (iso: string | null) => (iso ? formatDateTime(iso, lang, timezone) : '—');
  const name = approval.decided_by ?? '—';
  switch (approval.status) {
    case 'waiting':
      return null;
    case 'expired':
      return (
        <Typography variant="body2" color="text.secondary">
          {t('decided.expired', { date: date(approval.expires_at) })}
        </Typography>
      );
    case 'approved':
      return (
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          <WithUserText>
            {(isolate) =>
              t('decided.approved', { name: isolate(name), date: date(approval.decided_at) })
            }
          </WithUserText>
        </Typography>
      );
    case 'denied':
      return (
        <Stack spacing={0.5}>
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            <WithUserText>
              {(isolate) =>
                t('decided.denied', { name: isolate(name), date: date(approval.decided_at) })
              }
            </WithUserText>
          </Typography>
          {approval.deny_reason && (
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              <WithUserText>
                {(isolate) => t('decided.denyReason', { reason: isolate(approval.deny_reason!) })}
              </WithUserText>
            </Typography>
          )}
        </Stack>
      );
    case 'failed':
      return (
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          <WithUserText>
            {(isolate) =>
              t('decided.failed', {
                name: isolate(name),
                date: date(approval.decided_at),
                error: errorText(t, approval.failure_code ?? 'unknown'),
              })
            }
          </WithUserText>
        </Typography>
      );
  }
}

/** The facts of a request: who travels, the group, route, cost, time, reason, who asked. */
export function ApprovalFacts({ approval, timezone }: { approval: Approval; timezone: string }) {
  const { t } = useTranslation('approvals');
  const lang = currentLanguage();
  return (
    <Stack spacing={2}>
      <BrokenRules approval={approval} />
      <RouteSummary
        origin={approval.origin_address}
        destination={approval.destination_address}
        originLabel={t('fields.origin')}
        destinationLabel={t('fields.destination')}
      />
      <FactGrid>
        <Fact label={t(approval.kind === 'parcel' ? 'fields.sender' : 'fields.passenger')}>
          <UserText>{approval.passenger_name}</UserText>
        </Fact>
        <Fact label={t('fields.group')}>
          <UserText>{approval.group_name}</UserText>
        </Fact>
        <Fact label={t('fields.estimate')}>
          <Ltr>{formatUsd(approval.estimate)}</Ltr>
        </Fact>
        <Fact label={t('fields.when')}>
          {approval.scheduled_at
            ? formatDateTime(approval.scheduled_at, lang, timezone)
            : t('fields.now')}
        </Fact>
        {approval.reason && (
          <Fact label={t('fields.reason')}>
            <UserText>{approval.reason}</UserText>
          </Fact>
        )}
        {approval.cost_center && (
          <Fact label={t('fields.costCenter')}>
            <UserText>{approval.cost_center}</UserText>
          </Fact>
        )}
        <Fact label={t('fields.requestedBy')}>
          <UserText>{approval.requested_by}</UserText>
        </Fact>
        {approval.status === 'waiting' && (
          <Fact label={t('fields.expiresAt')}>
            {formatDateTime(approval.expires_at, lang, timezone)}
          </Fact>
        )}
      </FactGrid>
    </Stack>
  );
}

/** "Viaje AP-4K2M9Q": the request's kind and human id, the id left to right. */
export function ApprovalHeading({ approval }: { approval: Approval }) {
  const { t } = useTranslation('approvals');
  return (
    <WithUserText>
      {(isolate) => t('heading', { kind: t(KIND[approval.kind]), id: isolate(approval.unique_id) })}
    </WithUserText>
  );
}

/**
 * One request on the approvals page: its kind and id, status and when it was asked; the rules
 * it breaks, the route and the facts; who decided it and how; a link to the trip or parcel it
 * became; and the page's decisions (`actions`) while it waits. `highlighted`: the request the
 * page was opened on (an e-mail's link), focusable so that the page can move there.
 */
export function ApprovalCard({
  approval,
  timezone,
  highlighted = false,
  actions,
  headingComponent = 'h2',
  ref,
}: {
  approval: Approval;
  timezone: string;
  highlighted?: boolean;
  actions?: ReactNode;
  /** the heading's level (h2 under the page's h1) */
  headingComponent?: 'h2' | 'h3';
  ref?: Ref<HTMLDivElement>;
}) {
  const { t } = useTranslation('approvals');
  const lang = currentLanguage();
  const orderPath = approval.status === 'approved' ? orderPathOf(approval) : null;
  const headingId = `approval-${approval._id}-heading`;
  return (
    <Card
      ref={ref}
      variant="outlined"
      component="article"
      aria-labelledby={headingId}
      tabIndex={highlighted ? -1 : undefined}
      data-approval-id={approval._id}
      sx={{
        borderRadius: 3,
        p: { xs: 2, sm: 2.5 },
        ...(highlighted && {
          borderColor: 'primary.main',
          borderWidth: 2,
          boxShadow: (th) => `0 0 0 4px ${th.palette.action.focus}`,
        }),
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <Stack spacing={2}>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}
        >
          <Typography
            id={headingId}
            variant="subtitle1"
            component={headingComponent}
            sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
          >
            <ApprovalHeading approval={approval} />
          </Typography>
          <ApprovalStatusChip status={approval.status} />
          <Typography
            variant="caption"
            color="text.secondary"
            sx={{ marginInlineStart: { sm: 'auto' }, flexBasis: { xs: '100%', sm: 'auto' } }}
          >
            {t('requestedAt', { date: formatDateTime(approval.created_at, lang, timezone) })}
          </Typography>
        </Stack>
        <ApprovalFacts approval={approval} timezone={timezone} />
        <ApprovalDecision approval={approval} timezone={timezone} />
        {(actions || orderPath) && (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            {actions}
            {orderPath && (
              <Button
                component={RouterLink}
                to={orderPath}
                variant="outlined"
                startIcon={
                  approval.kind === 'parcel' ? <LocalShippingOutlined /> : <DirectionsCarOutlined />
                }
              >
                {t(approval.kind === 'parcel' ? 'actions.viewParcel' : 'actions.viewTrip')}
              </Button>
            )}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
