import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import DirectionsCar from '@mui/icons-material/DirectionsCar';
import LocalShipping from '@mui/icons-material/LocalShipping';
import { formatUsd } from '@trayecto/contracts/format';

const ROWS = [
  { id: 'T-48213', icon: DirectionsCar, status: 'started', color: 'info', amount: 8.4 },
  { id: 'E-10388', icon: LocalShipping, status: 'coming', color: 'warning', amount: 5.25 },
  { id: 'T-48207', icon: DirectionsCar, status: 'completed', color: 'success', amount: 12.9 },
] as const;

/** A decorative miniature of the panel for the hero (hidden from assistive technology). */
export function HeroPreview() {
  const { t } = useTranslation();
  return (
    <Box aria-hidden sx={{ position: 'relative', width: '100%', maxWidth: 480, mx: 'auto' }}>
      <Card sx={{ p: 2.5, borderRadius: 4 }}>
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}
        >
          <Box>
            <Typography variant="body2" color="text.secondary">
              {t('landing.preview.wallet')}
            </Typography>
            <Typography variant="h4" component="p">
              {formatUsd(12480.5)}
            </Typography>
          </Box>
          <Chip label={<bdi dir="ltr">+18%</bdi>} color="success" size="small" />
        </Stack>
        <Box
          sx={{
            height: 150,
            borderRadius: 3,
            mb: 2,
            position: 'relative',
            overflow: 'hidden',
            bgcolor: (th) => alpha(th.palette.primary.main, 0.07),
            backgroundImage: (th) =>
              `linear-gradient(${alpha(th.palette.primary.main, 0.08)} 1px, transparent 1px), linear-gradient(90deg, ${alpha(th.palette.primary.main, 0.08)} 1px, transparent 1px)`,
            backgroundSize: '22px 22px',
          }}
        >
          <Box
            component="svg"
            viewBox="0 0 400 150"
            preserveAspectRatio="none"
            sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%' }}
          >
            <path
              d="M30 120 C 110 120, 120 40, 200 60 S 320 110, 370 30"
              fill="none"
              stroke="#6A5AE0"
              strokeWidth="4"
              strokeLinecap="round"
              strokeDasharray="2 10"
            />
            <circle cx="30" cy="120" r="8" fill="#28C76F" />
            <circle cx="370" cy="30" r="8" fill="#FF4C51" />
            <circle cx="200" cy="60" r="10" fill="#6A5AE0" stroke="#fff" strokeWidth="3" />
          </Box>
        </Box>
        <Stack spacing={1.25}>
          {ROWS.map(({ id, icon: Icon, status, color, amount }) => (
            <Stack key={id} direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
              <Box
                sx={{
                  width: 36,
                  height: 36,
                  borderRadius: 2,
                  display: 'grid',
                  placeItems: 'center',
                  color: `${color}.main`,
                  bgcolor: (th) => alpha(th.palette[color].main, 0.14),
                }}
              >
                <Icon fontSize="small" />
              </Box>
              <Typography sx={{ flex: 1, fontWeight: 600 }}>{id}</Typography>
              <Chip
                size="small"
                color={color}
                variant="outlined"
                label={t(`landing.preview.${status}`)}
              />
              <Typography sx={{ width: 64, textAlign: 'end', fontWeight: 600 }}>
                {formatUsd(amount)}
              </Typography>
            </Stack>
          ))}
        </Stack>
      </Card>
      <Card
        sx={{
          position: 'absolute',
          insetInlineStart: { xs: -8, sm: -36 },
          bottom: { xs: -28, sm: -32 },
          px: 2,
          py: 1.25,
          borderRadius: 3,
          display: 'flex',
          gap: 1.25,
          alignItems: 'center',
        }}
      >
        <Box
          sx={{
            width: 10,
            height: 10,
            borderRadius: '50%',
            bgcolor: 'success.main',
            boxShadow: '0 0 0 4px rgba(40,199,111,0.2)',
          }}
        />
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {t('landing.preview.support')}
        </Typography>
      </Card>
    </Box>
  );
}
