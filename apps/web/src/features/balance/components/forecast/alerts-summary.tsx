import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MailOutlineRounded from '@mui/icons-material/MailOutlineRounded';
import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import NotificationsOffOutlined from '@mui/icons-material/NotificationsOffOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import { formatUsd, type MoneyWatchSettings } from '@trayecto/contracts';
import { WithUserText } from '../../../../components/user-text.tsx';
import { apiErrorText } from '../../../../lib/i18n-errors.ts';

function Line({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Stack component="li" direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Box aria-hidden sx={{ color: 'text.secondary', display: 'flex', pt: 0.25 }}>
        {icon}
      </Box>
      <Typography variant="body2" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Stack>
  );
}

/**
 * What the alerts are set to, in words: when they warn (or that they are off), to whom, and
 * whether the monthly statement is e-mailed. Every reader of the money sees it; those who may
 * not change it are told who can.
 */
export function AlertsSummary({
  settings,
  error,
  onRetry,
  readOnly,
}: {
  settings: MoneyWatchSettings | undefined;
  error: unknown;
  onRetry: () => void;
  readOnly: boolean;
}) {
  const { t } = useTranslation('balance');
  const icon = { fontSize: 18 } as const;

  let body: ReactNode;
  if (!settings && error) {
    body = (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" color="error">
          {t('alerts.loadError', { message: apiErrorText(t, error) })}
        </Typography>
        <Button size="small" onClick={onRetry}>
          {t('retry')}
        </Button>
      </Stack>
    );
  } else if (!settings) {
    body = (
      <Stack aria-hidden spacing={0.5}>
        <Skeleton width="80%" />
        <Skeleton width="60%" />
      </Stack>
    );
  } else {
    const threshold = settings.threshold;
    const when =
      threshold === null ? (
        t('alerts.summary.days', { count: settings.days_before })
      ) : (
        <WithUserText>
          {(isolate) =>
            t('alerts.summary.thresholdDays', {
              count: settings.days_before,
              amount: isolate(formatUsd(threshold)),
            })
          }
        </WithUserText>
      );
    body = (
      <Stack component="ul" spacing={0.75} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {settings.alerts_enabled ? (
          <Line icon={<NotificationsActiveOutlined sx={icon} />}>{when}</Line>
        ) : (
          <Line icon={<NotificationsOffOutlined sx={icon} />}>{t('alerts.summary.off')}</Line>
        )}
        <Line icon={<MailOutlineRounded sx={icon} />}>
          {settings.recipients.length === 0 ? (
            t('alerts.summary.toCompany')
          ) : (
            <WithUserText>
              {(isolate) =>
                t('alerts.summary.to', {
                  list: settings.recipients.map((r) => isolate(r)).join(', '),
                })
              }
            </WithUserText>
          )}
        </Line>
        <Line icon={<ReceiptLongOutlined sx={icon} />}>
          {settings.statement_enabled
            ? t('alerts.summary.statementOn')
            : t('alerts.summary.statementOff')}
        </Line>
      </Stack>
    );
  }

  return (
    <Box component="section" aria-labelledby="balance-alerts-summary-title">
      <Typography
        id="balance-alerts-summary-title"
        component="h3"
        variant="subtitle2"
        sx={{ mb: 0.75 }}
      >
        {t('alerts.summary.title')}
      </Typography>
      {body}
      {readOnly && settings && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.75 }}>
          {t('alerts.summary.readOnly')}
        </Typography>
      )}
    </Box>
  );
}
