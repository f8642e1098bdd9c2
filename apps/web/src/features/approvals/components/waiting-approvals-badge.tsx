import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { APPROVAL_UPDATE_EVENT, approvalUpdateEventSchema } from '@trayecto/contracts/approvals';
import { currentLanguage } from '../../../lib/api-client.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { useSocketEvent, useSocketReconnect } from '../../../lib/use-socket-event.ts';
import { VISUALLY_HIDDEN } from '../../../lib/visually-hidden.ts';
import { approvalKeys } from '../api/approvals-api.ts';
import { useWaitingApprovals } from '../api/approvals-queries.ts';
import { formatNumber } from '@trayecto/contracts/format';

const refresh = () => void queryClient.invalidateQueries({ queryKey: approvalKeys.waiting() });

/**
 * The menu's count of the requests waiting for approval (issue 13, part 3), beside "Aprobaciones"
 * when any wait: a chip, or a dot on the icon of a collapsed menu. Kept current by
 * approval:update (filed, decided, expired) and the reconnection. Texts: common's nav.*.
 */
export function WaitingApprovalsBadge({ collapsed = false }: { collapsed?: boolean }) {
  const { t } = useTranslation();
  const waiting = useWaitingApprovals();
  useSocketEvent(APPROVAL_UPDATE_EVENT, approvalUpdateEventSchema, refresh);
  useSocketReconnect(refresh);
  const count = waiting.data ?? 0;
  if (count <= 0) return null;
  const label = t('nav.approvalsWaiting', { count });
  if (collapsed)
    return (
      <Box
        component="span"
        role="img"
        aria-label={label}
        data-testid="approvals-badge"
        sx={{
          position: 'absolute',
          top: 8,
          insetInlineEnd: 10,
          width: 9,
          height: 9,
          borderRadius: '50%',
          bgcolor: 'warning.main',
          boxShadow: (th) => `0 0 0 2px ${th.palette.background.paper}`,
        }}
      />
    );
  return (
    <Chip
      size="small"
      color="warning"
      label={
        <>
          <span aria-hidden>{count > 99 ? '99+' : formatNumber(count, currentLanguage())}</span>
          <Box component="span" sx={VISUALLY_HIDDEN}>
            {label}
          </Box>
        </>
      }
      data-testid="approvals-badge"
      sx={{ height: 22, fontSize: 12, fontWeight: 600, marginInlineStart: 1 }}
    />
  );
}
