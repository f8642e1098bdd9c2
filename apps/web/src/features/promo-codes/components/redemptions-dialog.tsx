import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import type { CompanyPromoCode, PromoRedemption } from '@trayecto/contracts/promo-codes';
import { formatNumber, formatDateTime, formatUsd } from '@trayecto/contracts/format';
import { TRIP_STATUS_LABELS, labelIn } from '@trayecto/contracts/labels';
import { isFinalTripStatus, type TripStatus } from '@trayecto/contracts/trips';
import { CenteredMessage } from '../../../components/centered-message.tsx';
import { UserText, WithUserText } from '../../../components/user-text.tsx';
import { currentLanguage } from '../../../lib/api-client.ts';
import { apiErrorText } from '../../../lib/i18n-errors.ts';
import { saveBlob } from '../../balance/api/download.ts';
import { exportRedemptionsCsv } from '../api/promo-codes-api.ts';
import { useRedemptions } from '../api/promo-codes-queries.ts';
import { redemptionsFileName } from '../lib/promo-display.ts';
import { CodeText } from './promo-code-card.tsx';

const money = (dollars: number) => <bdi dir="ltr">{formatUsd(dollars)}</bdi>;

/** What the trip was charged; until it ends, "pending"; ended with no charge, "no charge". */
function Charged({ r }: { r: PromoRedemption }) {
  const { t } = useTranslation('promos');
  if (r.fare_charged !== null) return money(r.fare_charged);
  return (
    <Typography component="span" variant="body2" color="text.secondary">
      {isFinalTripStatus(r.trip.status as TripStatus)
        ? t('redemptions.notCharged')
        : t('redemptions.pending')}
    </Typography>
  );
}

/** The trip's id (a link to its map) and, under it, when it was requested and its status. */
function TripCell({ r, timezone }: { r: PromoRedemption; timezone: string }) {
  const lang = currentLanguage();
  return (
    <>
      <Link
        component={RouterLink}
        to={`/view-map/${encodeURIComponent(r.trip._id)}`}
        dir="ltr"
        sx={{ fontWeight: 600, unicodeBidi: 'isolate' }}
      >
        {r.trip.unique_id}
      </Link>
      <Typography variant="caption" color="text.secondary" component="div">
        {formatDateTime(r.date, lang, timezone)} ·{' '}
        {labelIn(TRIP_STATUS_LABELS, r.trip.status, lang)}
      </Typography>
    </>
  );
}

function RedemptionsTable({
  rows,
  timezone,
  label,
}: {
  rows: PromoRedemption[];
  timezone: string;
  label: string;
}) {
  const { t } = useTranslation('promos');
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          <TableCell>{t('redemptions.columns.trip')}</TableCell>
          <TableCell>{t('redemptions.columns.passenger')}</TableCell>
          <TableCell align="right">{t('redemptions.columns.fareBefore')}</TableCell>
          <TableCell align="right">{t('redemptions.columns.discount')}</TableCell>
          <TableCell align="right">{t('redemptions.columns.charged')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r._id} data-trip={r.trip.unique_id}>
            <TableCell>
              <TripCell r={r} timezone={timezone} />
            </TableCell>
            <TableCell sx={{ maxWidth: 200 }}>
              <UserText variant="body2" noWrap component="div">
                {r.passenger}
              </UserText>
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {money(r.fare_before_discount)}
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap', color: 'success.main' }}>
              {money(-r.discount)}
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              <Charged r={r} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The same on a phone: one item per trip, its amounts as a list of label and value. */
function RedemptionsList({
  rows,
  timezone,
  label,
}: {
  rows: PromoRedemption[];
  timezone: string;
  label: string;
}) {
  const { t } = useTranslation('promos');
  const amounts = (r: PromoRedemption) => [
    { key: 'fareBefore', value: money(r.fare_before_discount) },
    { key: 'discount', value: money(-r.discount) },
    { key: 'charged', value: <Charged r={r} /> },
  ];
  return (
    <Stack component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {rows.map((r) => (
        <Box
          component="li"
          key={r._id}
          data-trip={r.trip.unique_id}
          sx={{ px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider', minWidth: 0 }}
        >
          <TripCell r={r} timezone={timezone} />
          <UserText variant="body2" component="div" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            {r.passenger}
          </UserText>
          <Box
            component="dl"
            sx={{
              m: 0,
              mt: 1,
              display: 'grid',
              gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
              gap: 1,
            }}
          >
            {amounts(r).map((a) => (
              <div key={a.key}>
                <Typography component="dt" variant="caption" color="text.secondary">
                  {t(`redemptions.columns.${a.key as 'fareBefore' | 'discount' | 'charged'}`)}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500 }}>
                  {a.value}
                </Typography>
              </div>
            ))}
          </Box>
        </Box>
      ))}
    </Stack>
  );
}

/**
 * The company's trips that used a code, newest first, a page at a time ("load more"), with the
 * code's totals for the company and the CSV of them all.
 */
export function RedemptionsDialog({
  promo,
  timezone,
  onClose,
}: {
  promo: CompanyPromoCode;
  timezone: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('promos');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const lang = currentLanguage();
  const list = useRedemptions(promo._id);
  const rows = useMemo(() => list.data?.pages.flatMap((p) => p.redemptions) ?? [], [list.data]);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const titleId = `promo-redemptions-title-${promo._id}`;
  const label = t('redemptions.tableLabel', { code: promo.code });

  const handleExport = async () => {
    setExporting(true);
    setExportError(null);
    try {
      saveBlob(await exportRedemptionsCsv(promo._id), redemptionsFileName(promo.code));
    } catch (e) {
      setExportError(apiErrorText(t, e));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="md"
      fullWidth
      fullScreen={phone}
    >
      <DialogTitle id={titleId}>
        <WithUserText>
          {(isolate) => t('redemptions.title', { code: isolate(promo.code) })}
        </WithUserText>
      </DialogTitle>
      <DialogContent sx={{ px: { xs: 0, sm: 3 } }}>
        <Stack
          direction="row"
          spacing={3}
          useFlexGap
          sx={{ px: { xs: 2, sm: 0 }, pb: 2, flexWrap: 'wrap' }}
        >
          <div>
            <Typography variant="caption" color="text.secondary" component="div">
              {t('card.timesUsed')}
            </Typography>
            <Typography sx={{ fontWeight: 700 }}>{formatNumber(promo.times_used, lang)}</Typography>
          </div>
          <div>
            <Typography variant="caption" color="text.secondary" component="div">
              {t('card.saved')}
            </Typography>
            <Typography sx={{ fontWeight: 700 }}>{money(promo.saved)}</Typography>
          </div>
          <div>
            <Typography variant="caption" color="text.secondary" component="div">
              {t('redemptions.code')}
            </Typography>
            <CodeText code={promo.code} />
          </div>
        </Stack>
        {exportError && (
          <Alert
            severity="error"
            sx={{ mx: { xs: 2, sm: 0 }, mb: 2 }}
            onClose={() => setExportError(null)}
          >
            {exportError}
          </Alert>
        )}
        {list.isPending ? (
          <CenteredMessage text={t('loading')} busy />
        ) : list.isError && rows.length === 0 ? (
          <Alert
            severity="error"
            sx={{ mx: { xs: 2, sm: 0 } }}
            action={
              <Button color="inherit" size="small" onClick={() => void list.refetch()}>
                {t('retry')}
              </Button>
            }
          >
            {apiErrorText(t, list.error)}
          </Alert>
        ) : rows.length === 0 ? (
          <CenteredMessage icon={<ReceiptLongOutlined />} title={t('redemptions.empty')} />
        ) : phone ? (
          <RedemptionsList rows={rows} timezone={timezone} label={label} />
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <RedemptionsTable rows={rows} timezone={timezone} label={label} />
          </Box>
        )}
        {list.isError && rows.length > 0 && (
          <Alert severity="error" sx={{ mx: { xs: 2, sm: 0 }, mt: 2 }}>
            {apiErrorText(t, list.error)}
          </Alert>
        )}
        {list.hasNextPage && (
          <Stack sx={{ alignItems: 'center', py: 2 }}>
            <Button onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
              {t('redemptions.more')}
            </Button>
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="outlined"
          startIcon={
            exporting ? <CircularProgress size={16} aria-hidden /> : <FileDownloadOutlined />
          }
          disabled={exporting || rows.length === 0}
          onClick={() => void handleExport()}
        >
          {t('redemptions.export')}
        </Button>
        <Button onClick={onClose}>{t('redemptions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
