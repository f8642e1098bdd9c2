import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import { PopupDontShow } from './popup-dont-show.tsx';

export type HintOrigin = 'topup' | 'proforma';

/**
 * The proforma hint (SPEC §3 popup flags), shown the first times "Recargar" or "Proforma" is
 * pressed: what a proforma is for, "Crear proforma", the way on to the top-up, and "No volver a
 * mostrar". Its views are counted by whoever opens it.
 */
export function ProformaHintDialog({
  open,
  onClose,
  origin,
  onProforma,
  onTopup,
}: {
  open: boolean;
  onClose: () => void;
  origin: HintOrigin;
  onProforma: () => void;
  onTopup: () => void;
}) {
  const { t } = useTranslation('balance');
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="proforma-hint-title"
      aria-describedby="proforma-hint-text"
      maxWidth="xs"
      fullWidth
      data-testid="proforma-hint"
    >
      <DialogTitle id="proforma-hint-title">{t('proformaHint.title')}</DialogTitle>
      <DialogContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Box
            aria-hidden
            sx={{ color: 'primary.main', display: { xs: 'none', sm: 'block' }, pt: 0.25 }}
          >
            <RequestQuoteOutlined fontSize="large" />
          </Box>
          <Typography id="proforma-hint-text" color="text.secondary">
            {t('proformaHint.text')}
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions disableSpacing sx={{ px: 3, pb: 2.5, flexWrap: 'wrap', gap: 1 }}>
        <PopupDontShow popup="proforma" />
        <Button onClick={origin === 'topup' ? onTopup : onClose}>
          {origin === 'topup' ? t('proformaHint.continueTopup') : t('proformaHint.notNow')}
        </Button>
        <Button variant="contained" onClick={onProforma} autoFocus>
          {t('proformaHint.create')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
