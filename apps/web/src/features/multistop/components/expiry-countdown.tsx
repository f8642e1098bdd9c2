import { useTranslation } from 'react-i18next';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import AccessTimeRounded from '@mui/icons-material/AccessTimeRounded';
import { expiryCountdown } from '../lib/expiry.ts';

/**
 * "Expira en 42 min" for a quote waiting for approval, red in its last minutes. Not a live
 * region: a countdown read out every tick would drown everything else.
 */
export function ExpiryCountdown({
  expiresAt,
  now,
  variant = 'caption',
}: {
  expiresAt: string;
  now: number;
  variant?: TypographyProps['variant'];
}) {
  const { t } = useTranslation('multistop');
  const left = expiryCountdown(expiresAt, now);
  const text =
    left.kind === 'days'
      ? t('expiry.days', { days: left.days, hours: left.hours })
      : left.kind === 'hours'
        ? t('expiry.hours', { hours: left.hours, minutes: left.minutes })
        : left.kind === 'minutes'
          ? t('expiry.minutes', { minutes: left.minutes })
          : t(`expiry.${left.kind}`);
  return (
    <Typography
      variant={variant}
      component="span"
      color={left.urgent ? 'error.main' : 'text.secondary'}
      data-expiry={left.kind}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        fontWeight: left.urgent ? 700 : 500,
        whiteSpace: 'nowrap',
      }}
    >
      <AccessTimeRounded aria-hidden sx={{ fontSize: '1.1em' }} />
      {text}
    </Typography>
  );
}
