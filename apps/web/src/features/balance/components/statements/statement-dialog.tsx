import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { UserText } from '../../../../components/user-text.tsx';
import { currentLanguage } from '../../../../lib/api-client.ts';
import { apiErrorText } from '../../../../lib/i18n-errors.ts';
import { useStatement } from '../../api/money-watch-queries.ts';
import { statementText } from '../../lib/statement-display.ts';
import { Usd } from '../usd.tsx';
import { StatementFileButton } from './statement-file-button.tsx';
import { BreakdownTable, TotalsTable } from './statement-tables.tsx';
import { monthName } from '@trayecto/contracts/format';

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} component="h3" variant="subtitle2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * A closed month's statement on screen, in the words of its PDF: the wallet's balance when the
 * month began and ended, each kind of movement (trips and parcels counted), and what trips and
 * parcels cost by cost centre and by collaborator; its PDF and CSV below.
 */
export function StatementDialog({
  open,
  onClose,
  month,
  onError,
}: {
  open: boolean;
  onClose: () => void;
  /** YYYY-MM */
  month: string;
  onError: (message: string) => void;
}) {
  const { t, i18n } = useTranslation('balance');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const lang = currentLanguage();
  const words = statementText(lang);
  const statement = useStatement(month, lang);
  const data = statement.data;
  const name = monthName(month, i18n.language);

  let body: ReactNode;
  if (!data && statement.isError) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void statement.refetch()}>
            {t('retry')}
          </Button>
        }
      >
        {t('statements.summaryError', { message: apiErrorText(t, statement.error) })}
      </Alert>
    );
  } else if (!data) {
    body = (
      <Stack spacing={1} aria-label={t('statements.loading')} role="progressbar">
        <Skeleton width="60%" />
        <Skeleton variant="rounded" height={120} />
        <Skeleton variant="rounded" height={80} />
      </Stack>
    );
  } else {
    body = (
      <Stack spacing={3}>
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 2, m: 0 }}
        >
          {(
            [
              ['opening_balance', data.opening_balance],
              ['closing_balance', data.closing_balance],
            ] as const
          ).map(([key, value]) => (
            <Box key={key} sx={{ minWidth: 0 }}>
              <Typography component="dt" variant="caption" color="text.secondary">
                {words[key]}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 700, fontSize: '1.2rem' }}>
                <Usd value={value} />
              </Typography>
            </Box>
          ))}
        </Box>
        <Part id="statement-summary-title" title={words.summary}>
          <TotalsTable statement={data} labelledBy="statement-summary-title" />
        </Part>
        <Part id="statement-cost-centers-title" title={words.by_cost_center}>
          <BreakdownTable lines={data.by_cost_center} labelledBy="statement-cost-centers-title" />
        </Part>
        <Part id="statement-collaborators-title" title={words.by_collaborator}>
          <BreakdownTable lines={data.by_collaborator} labelledBy="statement-collaborators-title" />
        </Part>
      </Stack>
    );
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="statement-title"
      aria-busy={statement.isPending || undefined}
      maxWidth="md"
      fullWidth
      fullScreen={phone}
    >
      <DialogTitle id="statement-title">
        {words.title}
        <Typography
          component="span"
          variant="body2"
          color="text.secondary"
          sx={{ display: 'block' }}
        >
          {words.period}: {monthName(month, i18n.language, { capital: true })}
          {data && (
            <>
              {' · '}
              <UserText>{data.company}</UserText>
            </>
          )}
        </Typography>
      </DialogTitle>
      <DialogContent>{body}</DialogContent>
      <DialogActions disableSpacing sx={{ px: 3, pb: 2.5, flexWrap: 'wrap', gap: 1 }}>
        <StatementFileButton month={month} monthName={name} format="pdf" onError={onError} />
        <StatementFileButton month={month} monthName={name} format="csv" onError={onError} />
        <Box sx={{ flex: 1 }} />
        <Button onClick={onClose}>{t('statements.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
