import type { SvgIconComponent } from '@mui/icons-material';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import DoneAll from '@mui/icons-material/DoneAll';
import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import HourglassBottomOutlined from '@mui/icons-material/HourglassBottomOutlined';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import ReportGmailerrorredOutlined from '@mui/icons-material/ReportGmailerrorredOutlined';
import type { Notice, NoticeKind } from '@trayecto/contracts/money-watch';
import { noticeText, type DescribeError } from '@trayecto/contracts/notice-texts';
import { catalogueErrorText } from '../../../lib/i18n-errors.ts';
import { WithUserText } from '../../../components/user-text.tsx';
import { useSessionStore } from '../../../lib/session-store.ts';
import { useSettingsStore } from '../../../lib/settings-store.ts';
import { useNow } from '../../../lib/use-now.ts';
import { VISUALLY_HIDDEN } from '../../../lib/visually-hidden.ts';
import { useReadAllNotices, useReadNotice } from '../api/notices-mutations.ts';
import { useNotices } from '../api/notices-queries.ts';
import {
  isolateNoticeParams,
  isPanelLink,
  localizeNoticeParams,
  noticeAge,
} from '../lib/notice-display.ts';
import { NOTICES_TITLE_ID } from './notices-ids.ts';

// The bell's popover content (a lazy chunk, with noticeText):
// the newest notices, each with its words in the reader's language and its age; one opened is
// marked read and takes the reader to its page.

/** A failed recurring booking's reason in the panel's own error texts. */
const describe: DescribeError = (code, lang) => catalogueErrorText(code, lang) ?? code;

type Tone = 'warning' | 'error' | 'info';
const LOOK: Record<NoticeKind, { icon: SvgIconComponent; tone: Tone }> = {
  balance_low: { icon: AccountBalanceWalletOutlined, tone: 'warning' },
  credit_expiring: { icon: HourglassBottomOutlined, tone: 'warning' },
  topup_rejected: { icon: ReportGmailerrorredOutlined, tone: 'error' },
  statement_ready: { icon: ReceiptLongOutlined, tone: 'info' },
  recurring_failed: { icon: EventBusyOutlined, tone: 'error' },
};

export function NoticesList({ onClose }: { onClose: () => void; onRetryChunk: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lang = useSettingsStore((s) => s.lang);
  const timeZone = useSessionStore((s) => s.timezone);
  const now = useNow(true, 60_000);
  const notices = useNotices();
  const readAll = useReadAllNotices();
  const readOne = useReadNotice();
  const listRef = useRef<HTMLUListElement>(null);
  const list = notices.data?.notices ?? [];
  const unread = notices.data?.unread ?? 0;

  const markAll = () => {
    readAll.mutate();
    // the button is disabled once nothing is unread: the focus goes on to the first notice
    listRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  };

  const open = (notice: Notice) => {
    if (!notice.read) readOne.mutate(notice._id);
    onClose();
    if (isPanelLink(notice.link)) void navigate(notice.link);
  };

  let body;
  if (notices.isPending)
    body = (
      <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 5 }}>
        <CircularProgress size={28} aria-label={t('loading')} />
      </Box>
    );
  else if (notices.isError && !notices.data)
    body = (
      <Box sx={{ p: 2 }}>
        <Alert
          severity="error"
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => void notices.refetch()}
              disabled={notices.isFetching}
            >
              {t('actions.retry')}
            </Button>
          }
        >
          {t('notices:error')}
        </Alert>
      </Box>
    );
  else if (list.length === 0)
    body = (
      <Stack
        role="status"
        spacing={1}
        sx={{ alignItems: 'center', textAlign: 'center', px: 3, py: 5 }}
        data-testid="notices-empty"
      >
        <Box
          aria-hidden
          sx={{
            display: 'grid',
            placeItems: 'center',
            width: 48,
            height: 48,
            borderRadius: '50%',
            color: 'text.secondary',
            bgcolor: 'action.hover',
          }}
        >
          <NotificationsNoneOutlined />
        </Box>
        <Typography variant="subtitle2" component="p">
          {t('notices:empty')}
        </Typography>
        <Typography variant="body2" component="p" color="text.secondary">
          {t('notices:emptyHint')}
        </Typography>
      </Stack>
    );
  else
    body = (
      <MenuList
        ref={listRef}
        autoFocusItem
        aria-labelledby={NOTICES_TITLE_ID}
        data-testid="notices-list"
        sx={{ py: 0, overflowY: 'auto', overscrollBehavior: 'contain' }}
      >
        {list.map((notice, i) => {
          const { icon: Icon, tone } = LOOK[notice.kind];
          const params = localizeNoticeParams(notice.kind, notice.params, lang);
          const { title } = noticeText(notice.kind, params, lang);
          const age = noticeAge(notice.created_at, now, lang, timeZone);
          return (
            <MenuItem
              key={notice._id}
              divider={i < list.length - 1}
              onClick={() => open(notice)}
              data-testid="notice-item"
              data-read={notice.read ? 'true' : 'false'}
              sx={{
                alignItems: 'flex-start',
                gap: 1.5,
                py: 1.25,
                px: 2,
                whiteSpace: 'normal',
                bgcolor: (th) =>
                  notice.read ? 'transparent' : alpha(th.palette.primary.main, 0.06),
              }}
            >
              <Box
                aria-hidden
                sx={{
                  position: 'relative',
                  flexShrink: 0,
                  display: 'grid',
                  placeItems: 'center',
                  width: 36,
                  height: 36,
                  borderRadius: '50%',
                  color: `${tone}.main`,
                  bgcolor: (th) => alpha(th.palette[tone].main, 0.14),
                }}
              >
                <Icon fontSize="small" />
              </Box>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography
                  variant="body2"
                  component="p"
                  sx={{ fontWeight: notice.read ? 500 : 700, color: 'text.primary' }}
                >
                  {title}
                  {!notice.read && (
                    <Box component="span" sx={VISUALLY_HIDDEN}>
                      {` (${t('notices:unread')})`}
                    </Box>
                  )}
                </Typography>
                <Typography
                  variant="body2"
                  component="p"
                  color="text.secondary"
                  sx={{ overflowWrap: 'anywhere' }}
                >
                  <WithUserText>
                    {(isolate) =>
                      noticeText(notice.kind, isolateNoticeParams(params, isolate), lang, describe)
                        .body
                    }
                  </WithUserText>
                </Typography>
                <Typography
                  variant="caption"
                  component="time"
                  dateTime={notice.created_at}
                  title={age.full}
                  color="text.secondary"
                  sx={{ display: 'block', mt: 0.25 }}
                >
                  {age.label}
                </Typography>
              </Box>
              <Box
                aria-hidden
                sx={{
                  flexShrink: 0,
                  width: 8,
                  height: 8,
                  mt: 0.75,
                  borderRadius: '50%',
                  bgcolor: notice.read ? 'transparent' : 'primary.main',
                }}
              />
            </MenuItem>
          );
        })}
      </MenuList>
    );

  return (
    <>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', px: 2, py: 1.25, minHeight: 52, flexShrink: 0 }}
      >
        <Typography
          id={NOTICES_TITLE_ID}
          variant="subtitle1"
          component="h2"
          sx={{ fontWeight: 600, flex: 1, minWidth: 0 }}
        >
          {t('notices:title')}
        </Typography>
        <Button
          size="small"
          startIcon={<DoneAll fontSize="small" />}
          onClick={markAll}
          disabled={unread <= 0 || readAll.isPending}
          data-testid="notices-read-all"
          sx={{ flexShrink: 0 }}
        >
          {t('notices:markAllRead')}
        </Button>
      </Stack>
      <Divider />
      {(readAll.isError || readOne.isError) && (
        <Alert severity="error" role="alert" sx={{ borderRadius: 0, flexShrink: 0 }}>
          {t('notices:readFailed')}
        </Alert>
      )}
      {body}
    </>
  );
}
