import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Dayjs } from 'dayjs';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import CurrencyExchangeOutlined from '@mui/icons-material/CurrencyExchangeOutlined';
import { parseAmountText } from '@trayecto/contracts/amount-text';
import { setRateBodySchema, type SetRateBody } from '@trayecto/contracts/console';
import { CenteredMessage } from '../../../components/centered-message.tsx';
import { DatePickersProvider } from '../../../components/date-pickers-provider.tsx';
import { DetailPanel } from '../../../components/detail-layout.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { currentLanguage } from '../../../lib/api-client.ts';
import { apiErrorText, errorText } from '../../../lib/i18n-errors.ts';
import { useRates, useSetRate } from '../api/console-queries.ts';
import { AmountField } from '../components/amount-field.tsx';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { useCan } from '../hooks/use-can.ts';
import { useToast } from '../../../components/use-toast.tsx';
import { zonedDay } from '../../../lib/company-time.ts';
import { CONSOLE_TIMEZONE, calendarDay, shortDateTime, todayInConsoleZone } from '../lib/dates.ts';
import { formatRate } from '../lib/format-rate.ts';

const DAY = 'YYYY-MM-DD';
type Rates = NonNullable<ReturnType<typeof useRates>['data']>;

/**
 * /admin/rates: the bolívares per dollar of today, the history, and (money:rates) the form that
 * sets a day's rate.
 */
export function Component() {
  const { t } = useTranslation('console');
  const may = useCan();
  const rates = useRates();
  const { notify, toast } = useToast();
  return (
    <Stack spacing={2.5}>
      <PageHeader title={t('rates.title')} subtitle={t('rates.subtitle')} />
      {rates.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void rates.refetch()}>
              {t('actions.retry')}
            </Button>
          }
        >
          {apiErrorText(t, rates.error)}
        </Alert>
      ) : (
        <>
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
              gap: 2.5,
              alignItems: 'start',
            }}
          >
            <TodayCard rates={rates.data} />
            {may('money', 'rates') && (
              <RateForm rates={rates.data} onDone={(message) => notify('success', message)} />
            )}
          </Box>
          <History rates={rates.data} />
        </>
      )}
      {toast}
    </Stack>
  );
}

function TodayCard({ rates }: { rates: Rates | undefined }) {
  const { t } = useTranslation('console');
  const lang = currentLanguage();
  const today = rates?.today;
  return (
    <Card variant="outlined" component="section" sx={{ borderRadius: 3, p: { xs: 2.5, sm: 3 } }}>
      <Typography variant="overline" color="text.secondary" component="h2">
        {t('rates.today')}
      </Typography>
      {!rates ? (
        <Skeleton width={220} height={56} />
      ) : today ? (
        <>
          <Typography
            dir="ltr"
            component="p"
            role="status"
            data-testid="today-rate"
            sx={{
              fontSize: { xs: '2.25rem', sm: '3rem' },
              fontWeight: 800,
              lineHeight: 1.15,
              unicodeBidi: 'isolate',
              textAlign: 'start',
              fontVariantNumeric: 'tabular-nums',
            }}
          >
            {formatRate(today.rate)}
          </Typography>
          <Typography color="text.secondary">
            {t('rates.perDollar', { date: calendarDay(today.date, lang) })}
          </Typography>
        </>
      ) : (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {t('rates.noToday')}
        </Alert>
      )}
    </Card>
  );
}

function RateForm({
  rates,
  onDone,
}: {
  rates: Rates | undefined;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation('console');
  const lang = currentLanguage();
  const mutation = useSetRate();
  const [day, setDay] = useState<Dayjs | null>(() =>
    zonedDay(todayInConsoleZone(), CONSOLE_TIMEZONE),
  );
  const [typed, setTyped] = useState('');
  const [errors, setErrors] = useState<{ date?: string; rate?: string }>({});
  const [pending, setPending] = useState<SetRateBody | null>(null);

  const ask = () => {
    const parsed = setRateBodySchema.safeParse({
      date: day?.isValid() ? day.format(DAY) : '',
      rate: parseAmountText(typed) ?? undefined,
    });
    if (!parsed.success) {
      const found: { date?: string; rate?: string } = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'date' ? 'date' : 'rate';
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    mutation.reset();
    setPending(parsed.data);
  };

  const replaced = pending && rates?.rates.find((r) => r.date.slice(0, 10) === pending.date);
  return (
    <DetailPanel title={t('rates.form.title')}>
      <DatePickersProvider timeZone={CONSOLE_TIMEZONE}>
        <Stack
          component="form"
          noValidate
          spacing={2}
          onSubmit={(e) => {
            e.preventDefault();
            ask();
          }}
        >
          <DatePicker
            label={t('rates.form.date')}
            value={day}
            timezone={CONSOLE_TIMEZONE}
            onChange={(next) => {
              setDay(next);
              setErrors((e) => ({ ...e, date: undefined }));
            }}
            slotProps={{
              textField: {
                name: 'date',
                fullWidth: true,
                required: true,
                error: Boolean(errors.date),
                helperText: errors.date ? errorText(t, errors.date) : undefined,
              },
            }}
          />
          <AmountField
            name="rate"
            label={t('rates.form.rate')}
            unit="Bs."
            value={typed}
            onChange={(v) => {
              setTyped(v);
              setErrors((e) => ({ ...e, rate: undefined }));
            }}
            error={Boolean(errors.rate)}
            helperText={errors.rate ? errorText(t, errors.rate) : t('rates.form.rateHint')}
          />
          <Box>
            <Button type="submit" variant="contained">
              {t('rates.form.submit')}
            </Button>
          </Box>
        </Stack>
      </DatePickersProvider>
      {pending && (
        <ConfirmDialog
          open
          title={t('rates.confirm.title')}
          text={
            <Stack spacing={1}>
              <span>
                {t('rates.confirm.text', {
                  date: calendarDay(pending.date, lang),
                  rate: formatRate(pending.rate),
                })}
              </span>
              {replaced && (
                <span>{t('rates.confirm.replaces', { rate: formatRate(replaced.rate) })}</span>
              )}
            </Stack>
          }
          confirmLabel={t('rates.confirm.confirm')}
          busy={mutation.isPending}
          error={mutation.isError ? apiErrorText(t, mutation.error) : null}
          onClose={() => setPending(null)}
          onConfirm={() =>
            mutation.mutate(pending, {
              onSuccess: () => {
                setPending(null);
                setTyped('');
                onDone(t('rates.confirm.done'));
              },
            })
          }
        />
      )}
    </DetailPanel>
  );
}

function History({ rates }: { rates: Rates | undefined }) {
  const { t } = useTranslation('console');
  const lang = currentLanguage();
  return (
    <DetailPanel title={t('rates.history')}>
      {!rates ? (
        <CenteredMessage text={t('list.loading')} busy />
      ) : rates.rates.length === 0 ? (
        <CenteredMessage
          icon={<CurrencyExchangeOutlined />}
          title={t('rates.emptyTitle')}
          text={t('rates.emptyText')}
        />
      ) : (
        <Box sx={{ overflowX: 'auto', mx: { xs: -2, sm: -2.5 } }}>
          <Table size="small" aria-label={t('rates.history')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('rates.columns.date')}</TableCell>
                <TableCell align="right">{t('rates.columns.rate')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  {t('rates.columns.created')}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rates.rates.map((rate) => (
                <TableRow key={rate._id} data-rate-date={rate.date.slice(0, 10)}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {calendarDay(rate.date, lang)}
                  </TableCell>
                  <TableCell
                    align="right"
                    dir="ltr"
                    sx={{
                      whiteSpace: 'nowrap',
                      fontVariantNumeric: 'tabular-nums',
                      fontWeight: 600,
                    }}
                  >
                    {formatRate(rate.rate)}
                  </TableCell>
                  <TableCell
                    sx={{ display: { xs: 'none', sm: 'table-cell' }, whiteSpace: 'nowrap' }}
                  >
                    {shortDateTime(rate.created_at, lang)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </DetailPanel>
  );
}
