import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import type { CompanyPromoCode } from '@trayecto/contracts/promo-codes';
import { formatNumber, formatDateTime, formatUsd } from '@trayecto/contracts/format';
import { currentLanguage } from '../../../lib/api-client.ts';
import { PROMO_STATUS_COLORS, discountText, promoStatusLabel } from '../lib/promo-display.ts';
import { CopyCodeButton } from './copy-code-button.tsx';

/** A code's status chip, in the contract's words. */
export function PromoStatusChip({ status }: { status: CompanyPromoCode['status'] }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={PROMO_STATUS_COLORS[status]}
      label={promoStatusLabel(status, currentLanguage())}
      data-status={status}
    />
  );
}

/** The code itself: monospace, left to right whatever the interface's direction. */
export function CodeText({ code, id }: { code: string; id?: string }) {
  return (
    <Typography
      id={id}
      component="span"
      dir="ltr"
      sx={{
        fontFamily: 'monospace',
        fontWeight: 700,
        fontSize: '1.05rem',
        letterSpacing: '0.04em',
        unicodeBidi: 'isolate',
        overflowWrap: 'anywhere',
      }}
    >
      {code}
    </Typography>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500 }}>
        {children}
      </Typography>
    </Box>
  );
}

/**
 * One code: copy button and status, its discount, who it is for, validity in the company's time
 * zone, uses left, and this company's uses and savings; "see trips" opens what it saved on which.
 */
export function PromoCodeCard({
  promo,
  timezone,
  onOpen,
}: {
  promo: CompanyPromoCode;
  timezone: string;
  onOpen: (promo: CompanyPromoCode) => void;
}) {
  const { t } = useTranslation('promos');
  const lang = currentLanguage();
  const when = (iso: string) => formatDateTime(iso, lang, timezone);
  const codeId = `promo-code-${promo._id}`;
  return (
    <Card
      component="article"
      variant="outlined"
      aria-labelledby={codeId}
      data-promo={promo.code}
      sx={{
        borderRadius: 3,
        p: 2,
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
        height: '100%',
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
        <Box sx={{ minWidth: 0, flex: 1, display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <Typography component="h2" sx={{ m: 0, minWidth: 0, lineHeight: 1.3 }}>
            <CodeText code={promo.code} id={codeId} />
          </Typography>
          <CopyCodeButton code={promo.code} />
        </Box>
        <PromoStatusChip status={promo.status} />
      </Stack>

      <div>
        <Typography
          component="p"
          variant="h5"
          sx={{ fontWeight: 700, lineHeight: 1.2, textAlign: 'start' }}
        >
          <bdi dir="ltr">{discountText(promo)}</bdi>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t(`card.kind.${promo.kind}`)} ·{' '}
          {promo.for_every_company ? t('card.forEveryCompany') : t('card.ownCode')}
        </Typography>
      </div>

      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1.5 }}
      >
        <Fact label={t('card.validFrom')}>{when(promo.valid_from)}</Fact>
        <Fact label={t('card.validUntil')}>{when(promo.valid_until)}</Fact>
        <Fact label={t('card.usesLeft')}>
          {promo.uses_left === null ? t('card.unlimited') : formatNumber(promo.uses_left, lang)}
        </Fact>
        <Fact label={t('card.timesUsed')}>{formatNumber(promo.times_used, lang)}</Fact>
        <Fact label={t('card.saved')}>
          <bdi dir="ltr">{formatUsd(promo.saved)}</bdi>
        </Fact>
      </Box>

      <Box sx={{ mt: 'auto' }}>
        <Button
          variant="outlined"
          size="small"
          startIcon={<ReceiptLongOutlined />}
          aria-label={t('card.viewTripsOf', { code: promo.code })}
          onClick={() => onOpen(promo)}
        >
          {t('card.viewTrips')}
        </Button>
      </Box>
    </Card>
  );
}
