import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import CheckRounded from '@mui/icons-material/CheckRounded';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import { formatBs } from '@trayecto/contracts/format';
import { bankName } from '@trayecto/contracts/topups';
import { currentLanguage } from '../../../lib/api-client.ts';
import type { DemoBankReceipt } from '../api/demo-bank-api.ts';
import { bankDay } from '../lib/demo-bank-form.ts';
import { PhoneText } from '../../../components/phone-text.tsx';

/** Copies the reference; without clipboard permission (http, an old browser) the old way. */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    const done = document.execCommand?.('copy') ?? false;
    area.remove();
    return done;
  }
}

/**
 * What the bank's app shows once the pago móvil went through: the reference (large, to copy and
 * type into the panel), the day, the amount and the bank; and where to register it. The heading
 * takes the focus when it appears, so a screen reader hears the payment went through.
 */
export function PaymentReceipt({
  receipt,
  payerPhone,
  onAnother,
}: {
  receipt: DemoBankReceipt;
  payerPhone: string;
  onAnother: () => void;
}) {
  const { t } = useTranslation('public');
  const lang = currentLanguage();
  const headingRef = useRef<HTMLHeadingElement | null>(null);
  const [copied, setCopied] = useState(false);
  useEffect(() => headingRef.current?.focus(), []);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2500);
    return () => clearTimeout(timer);
  }, [copied]);

  const rows = [
    { label: t('demoBank.receipt.date'), value: bankDay(receipt.payment_date, lang) },
    {
      label: t('demoBank.receipt.amount'),
      value: <bdi dir="ltr">{formatBs(receipt.amount)}</bdi>,
    },
    { label: t('demoBank.receipt.bank'), value: bankName(receipt.bank_code) },
    { label: t('demoBank.receipt.phone'), value: <PhoneText phone={payerPhone} /> },
  ];

  return (
    <Stack spacing={2.5} data-demo-receipt={receipt.reference}>
      <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <CheckCircleRounded color="success" sx={{ fontSize: 48 }} aria-hidden />
        <Typography
          ref={headingRef}
          tabIndex={-1}
          variant="h6"
          component="h2"
          sx={{ outline: 'none' }}
        >
          {t('demoBank.receipt.title')}
        </Typography>
      </Stack>

      <Box
        sx={{
          borderRadius: 2,
          bgcolor: 'action.hover',
          p: 2,
          textAlign: 'center',
        }}
      >
        <Typography variant="body2" color="text.secondary">
          {t('demoBank.receipt.reference')}
        </Typography>
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', justifyContent: 'center', flexWrap: 'wrap' }}
        >
          <Typography
            component="p"
            dir="ltr"
            data-reference
            sx={{
              fontSize: { xs: '1.75rem', sm: '2.25rem' },
              fontWeight: 800,
              letterSpacing: 1,
              fontVariantNumeric: 'tabular-nums',
              unicodeBidi: 'isolate',
              overflowWrap: 'anywhere',
            }}
          >
            {receipt.reference}
          </Typography>
          <Tooltip title={t('demoBank.receipt.copy')}>
            <IconButton
              aria-label={t('demoBank.receipt.copy')}
              onClick={() => void copyText(receipt.reference).then(setCopied)}
            >
              {copied ? <CheckRounded color="success" /> : <ContentCopyRounded />}
            </IconButton>
          </Tooltip>
        </Stack>
        <Typography variant="caption" color="success.main" role="status" sx={{ minHeight: 20 }}>
          {copied ? t('demoBank.receipt.copied') : ''}
        </Typography>
      </Box>

      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'auto minmax(0, 1fr)',
          columnGap: 2,
          rowGap: 1,
        }}
      >
        {rows.map((row) => (
          <Box key={row.label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {row.label}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              sx={{ m: 0, textAlign: 'end', fontWeight: 600, overflowWrap: 'anywhere' }}
            >
              {row.value}
            </Typography>
          </Box>
        ))}
      </Box>

      <Alert severity="info">{t('demoBank.receipt.hint')}</Alert>

      <Divider />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button variant="contained" component={RouterLink} to="/balance">
          {t('demoBank.receipt.panel')}
        </Button>
        <Button variant="outlined" onClick={onAnother}>
          {t('demoBank.receipt.another')}
        </Button>
      </Stack>
    </Stack>
  );
}
