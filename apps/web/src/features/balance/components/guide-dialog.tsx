import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import MobileStepper from '@mui/material/MobileStepper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha, useTheme } from '@mui/material/styles';
import CloseRounded from '@mui/icons-material/CloseRounded';
import CreditScoreOutlined from '@mui/icons-material/CreditScoreOutlined';
import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import PhoneIphoneOutlined from '@mui/icons-material/PhoneIphoneOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import SendToMobileOutlined from '@mui/icons-material/SendToMobileOutlined';
import { IGTF_RATE_BP } from '@trayecto/contracts';
import { PopupDontShow } from './popup-dont-show.tsx';

type SlideKey = 'pagoMovil' | 'zelle' | 'invoices' | 'credits';
const ICONS: Record<SlideKey, ReactNode> = {
  pagoMovil: <PhoneIphoneOutlined />,
  zelle: <SendToMobileOutlined />,
  invoices: <ReceiptLongOutlined />,
  credits: <CreditScoreOutlined />,
};

/**
 * The balance page's guide (SPEC §3 popup flags: the carousel), shown on the first visits and
 * from the page's help button: how to top up by pago móvil and by Zelle, the invoices and
 * proformas, and (for a company that has them) the credits. Arrow keys move between its slides.
 */
export function GuideDialog({
  open,
  onClose,
  credits,
}: {
  open: boolean;
  onClose: () => void;
  /** the company sees credits: their slide is shown */
  credits: boolean;
}) {
  const { t } = useTranslation('balance');
  const theme = useTheme();
  const rtl = theme.direction === 'rtl';
  const slides: SlideKey[] = [
    'pagoMovil',
    'zelle',
    'invoices',
    ...(credits ? ['credits' as const] : []),
  ];
  const [step, setStep] = useState(0);
  const last = step === slides.length - 1;
  const slide = slides[step]!;
  const go = (delta: number) => setStep((s) => Math.min(slides.length - 1, Math.max(0, s + delta)));
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
    // "next" is to the right in a left-to-right page, to the left in Arabic
    const forward = (e.key === 'ArrowRight') !== rtl;
    go(forward ? 1 : -1);
  };
  const Back = rtl ? KeyboardArrowRight : KeyboardArrowLeft;
  const Next = rtl ? KeyboardArrowLeft : KeyboardArrowRight;

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="balance-guide-title"
      maxWidth="sm"
      fullWidth
      data-testid="balance-guide"
    >
      <DialogTitle id="balance-guide-title" sx={{ paddingInlineEnd: 7 }}>
        {t('guide.title')}
      </DialogTitle>
      <IconButton
        onClick={onClose}
        aria-label={t('guide.close')}
        sx={{ position: 'absolute', top: 12, insetInlineEnd: 12 }}
      >
        <CloseRounded />
      </IconButton>
      <DialogContent onKeyDown={onKeyDown}>
        <Box
          role="group"
          aria-roledescription={t('guide.slide')}
          aria-label={t('guide.position', { current: step + 1, total: slides.length })}
          aria-live="polite"
          data-slide={slide}
          sx={{ minHeight: { xs: 220, sm: 180 } }}
        >
          <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Box
              aria-hidden
              sx={(th) => ({
                width: 48,
                height: 48,
                borderRadius: 3,
                display: 'grid',
                placeItems: 'center',
                flexShrink: 0,
                color: th.palette.primary.main,
                bgcolor: alpha(th.palette.primary.main, th.palette.mode === 'dark' ? 0.2 : 0.12),
              })}
            >
              {ICONS[slide]}
            </Box>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="caption" color="text.secondary" component="p">
                {t('guide.position', { current: step + 1, total: slides.length })}
              </Typography>
              <Typography component="h3" variant="h6" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
                {t(`guide.slides.${slide}.title`)}
              </Typography>
              <Typography color="text.secondary" sx={{ mt: 1 }}>
                {t(`guide.slides.${slide}.text`, { percent: IGTF_RATE_BP / 100 })}
              </Typography>
            </Box>
          </Stack>
        </Box>
        <MobileStepper
          variant="dots"
          steps={slides.length}
          position="static"
          activeStep={step}
          sx={{ bgcolor: 'transparent', px: 0, pt: 2 }}
          backButton={
            <Button size="small" onClick={() => go(-1)} disabled={step === 0} startIcon={<Back />}>
              {t('guide.back')}
            </Button>
          }
          nextButton={
            // one button throughout (the focus stays on it): "Siguiente", then "Entendido"
            <Button
              size="small"
              variant={last ? 'contained' : 'text'}
              onClick={last ? onClose : () => go(1)}
              endIcon={last ? undefined : <Next />}
              autoFocus
              data-testid="balance-guide-next"
            >
              {last ? t('guide.done') : t('guide.next')}
            </Button>
          }
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <PopupDontShow popup="carousel" />
      </DialogActions>
    </Dialog>
  );
}
