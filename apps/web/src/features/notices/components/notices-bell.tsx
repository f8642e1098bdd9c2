import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import { useTheme } from '@mui/material/styles';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import { useSettingsStore } from '../../../lib/settings-store.ts';
import { useLiveNotices, useNotices } from '../api/notices-queries.ts';
import { NOTICES_POPOVER_ID, NOTICES_TITLE_ID } from './notices-ids.ts';
import { formatNumber } from '@trayecto/contracts/format';

// The list (its texts, noticeText and the error catalogue it reads) is a chunk of its own,
// fetched when the bell is first pressed (or hovered, or focused): the top bar carries only the
// button, its count and the popover's frame.
const loadList = () => import('./notices-list.tsx');
const preload = () => void loadList().catch(() => undefined);

/** The list's chunk; made again after a failed download, so that "Reintentar" fetches it anew. */
const makeList = () =>
  lazy(() =>
    loadList().then(
      (m) => ({ default: m.NoticesList }),
      () => ({ default: NoticesUnavailable }),
    ),
  );
let NoticesList = /* @__PURE__ */ makeList();

/**
 * The top bar's bell (issue 13): the unread count on it, and the newest notices in a popover
 * (marked read one by one when opened, or all at once). Kept current by notice:new and the
 * reconnection. Texts: common's notices.*.
 */
export function NoticesBell() {
  const { t } = useTranslation();
  const lang = useSettingsStore((s) => s.lang);
  const rtl = useTheme().direction === 'rtl';
  const notices = useNotices();
  useLiveNotices();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // mounted from the first opening on, so that closing plays the popover's exit transition
  const [used, setUsed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const count = notices.data?.unread ?? 0;
  const label = count > 0 ? t('notices:bellUnread', { count }) : t('notices:title');
  const close = () => setAnchor(null);
  // the popover's end edge on the bell's end edge: the page's side in either direction
  const horizontal = rtl ? 'left' : 'right';
  return (
    <>
      <Tooltip title={t('notices:title')}>
        <IconButton
          data-testid="notices-bell"
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={anchor ? 'true' : 'false'}
          aria-controls={anchor ? NOTICES_POPOVER_ID : undefined}
          onPointerEnter={preload}
          onFocus={preload}
          onClick={(e) => {
            setUsed(true);
            setAnchor(e.currentTarget);
          }}
        >
          <Badge
            color="error"
            overlap="circular"
            invisible={count <= 0}
            // no text while there is nothing unread: the button's name must contain what it shows
            badgeContent={count <= 0 ? undefined : count > 99 ? '99+' : formatNumber(count, lang)}
            aria-hidden
            sx={{
              '& .MuiBadge-badge': {
                boxShadow: (th) => `0 0 0 2px ${th.palette.background.paper}`,
                fontWeight: 700,
              },
            }}
          >
            <NotificationsOutlined />
          </Badge>
        </IconButton>
      </Tooltip>
      {used && (
        <Popover
          id={NOTICES_POPOVER_ID}
          open={Boolean(anchor)}
          anchorEl={anchor}
          onClose={close}
          anchorOrigin={{ vertical: 'bottom', horizontal }}
          transformOrigin={{ vertical: 'top', horizontal }}
          marginThreshold={8}
          slotProps={{
            paper: {
              role: 'dialog',
              'aria-labelledby': NOTICES_TITLE_ID,
              sx: {
                // a 360 px phone: the screen less the popover's margins
                width: 400,
                maxWidth: 'calc(100vw - 16px)',
                maxHeight: 'min(600px, calc(100dvh - 88px))',
                display: 'flex',
                flexDirection: 'column',
                overflow: 'hidden',
                mt: 0.5,
              },
            },
          }}
        >
          <Suspense
            fallback={
              <Box sx={{ display: 'flex', justifyContent: 'center', py: 5 }}>
                <CircularProgress size={28} aria-label={t('loading')} />
              </Box>
            }
          >
            <NoticesList
              key={attempt}
              onClose={close}
              onRetryChunk={() => {
                NoticesList = makeList();
                setAttempt((n) => n + 1);
              }}
            />
          </Suspense>
        </Popover>
      )}
    </>
  );
}

/** The list's chunk could not be fetched (offline, a new deployment): say so, and offer again. */
function NoticesUnavailable({ onRetryChunk }: { onClose: () => void; onRetryChunk: () => void }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ p: 2 }}>
      <Alert
        id={NOTICES_TITLE_ID}
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetryChunk}>
            {t('actions.retry')}
          </Button>
        }
      >
        {t('notices:error')}
      </Alert>
    </Box>
  );
}
