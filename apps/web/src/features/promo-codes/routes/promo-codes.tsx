import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import {
  PROMO_CODE_STATUSES,
  type CompanyPromoCode,
  type PromoCodeStatus,
} from '@trayecto/contracts/promo-codes';
import { CenteredMessage } from '../../../components/centered-message.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { currentLanguage } from '../../../lib/api-client.ts';
import { apiErrorText } from '../../../lib/i18n-errors.ts';
import { useSessionStore } from '../../../lib/session-store.ts';
import { usePromoCodes } from '../api/promo-codes-queries.ts';
import { PromoCodeCard } from '../components/promo-code-card.tsx';
import { RedemptionsDialog } from '../components/redemptions-dialog.tsx';
import { promoStatusLabel, statusFromParam } from '../lib/promo-display.ts';

/**
 * /promo_codes: the company's promo codes (its own and the provider's for every company) with
 * their discount, validity, uses left and status, what each saved the company, and on which
 * trips (a dialog with keyset "load more" and the CSV). The status filter is kept in the URL.
 */
export function Component() {
  const { t } = useTranslation('promos');
  const lang = currentLanguage();
  const timezone = useSessionStore((s) => s.timezone);
  const [params, setParams] = useSearchParams();
  const status = statusFromParam(params.get('status'));
  const codes = usePromoCodes(status);
  const [open, setOpen] = useState<CompanyPromoCode | null>(null);
  const rows = codes.data?.promo_codes ?? [];
  // the dialog's totals as the list now says them (it is read again on every visit)
  const openPromo = open && (rows.find((p) => p._id === open._id) ?? open);

  const setStatus = (next: PromoCodeStatus | undefined) => {
    const p = new URLSearchParams(params);
    if (next) p.set('status', next);
    else p.delete('status');
    setParams(p, { replace: true });
  };

  return (
    <Stack spacing={2.5}>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        action={
          <TextField
            select
            size="small"
            name="status"
            label={t('filters.status')}
            value={status ?? ''}
            onChange={(e) => setStatus(statusFromParam(e.target.value))}
            sx={{ minWidth: 200, alignSelf: { xs: 'stretch', sm: 'auto' } }}
          >
            <MenuItem value="">{t('filters.all')}</MenuItem>
            {PROMO_CODE_STATUSES.map((s) => (
              <MenuItem key={s} value={s}>
                {promoStatusLabel(s, lang)}
              </MenuItem>
            ))}
          </TextField>
        }
      />
      {codes.isFetching && !codes.isPending && <LinearProgress aria-label={t('loading')} />}
      {codes.isPending ? (
        <Card variant="outlined" sx={{ borderRadius: 3 }}>
          <CenteredMessage text={t('loading')} busy />
        </Card>
      ) : codes.isError && rows.length === 0 ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void codes.refetch()}>
              {t('retry')}
            </Button>
          }
        >
          {apiErrorText(t, codes.error)}
        </Alert>
      ) : rows.length === 0 ? (
        <Card variant="outlined" sx={{ borderRadius: 3 }}>
          <CenteredMessage
            icon={<LocalOfferOutlined />}
            title={status ? t('noMatchTitle') : t('emptyTitle')}
            text={status ? t('noMatchText') : t('emptyText')}
            action={
              status ? (
                <Button onClick={() => setStatus(undefined)}>{t('filters.clear')}</Button>
              ) : undefined
            }
          />
        </Card>
      ) : (
        <>
          <Box
            component="ul"
            aria-label={t('listLabel')}
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: {
                xs: 'minmax(0, 1fr)',
                sm: 'repeat(2, minmax(0, 1fr))',
                lg: 'repeat(3, minmax(0, 1fr))',
              },
            }}
          >
            {rows.map((promo) => (
              <Box component="li" key={promo._id} sx={{ minWidth: 0 }}>
                <PromoCodeCard promo={promo} timezone={timezone} onOpen={setOpen} />
              </Box>
            ))}
          </Box>
          {codes.data?.truncated && <Alert severity="info">{t('truncated')}</Alert>}
        </>
      )}
      {openPromo && (
        <RedemptionsDialog promo={openPromo} timezone={timezone} onClose={() => setOpen(null)} />
      )}
    </Stack>
  );
}
