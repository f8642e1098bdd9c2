import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import PaidOutlined from '@mui/icons-material/PaidOutlined';
import ScaleOutlined from '@mui/icons-material/ScaleOutlined';
import TimerOutlined from '@mui/icons-material/TimerOutlined';
import {
  PARCEL_DECLARED_VALUE_MAX_CENTS,
  PARCEL_DOOR_WAIT_MIN,
  PARCEL_MAX_DROPOFFS,
  PARCEL_MAX_WEIGHT_KG,
} from '@trayecto/contracts/parcels';
import { WithUserText } from '../../../components/user-text.tsx';
import { IconTile, dollars } from './guide-parts.tsx';

/** The top of the guide: its title (the page's h1), the introduction, the limits at a glance. */
export function GuideHero() {
  const { t } = useTranslation('parcels');
  return (
    <Box
      sx={{
        borderBottom: 1,
        borderColor: 'divider',
        background: (th) =>
          `linear-gradient(180deg, ${alpha(th.palette.primary.main, th.palette.mode === 'dark' ? 0.14 : 0.07)} 0%, ${alpha(th.palette.primary.main, 0)} 100%)`,
      }}
    >
      <Box sx={{ maxWidth: 1100, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 4, md: 6 } }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
          <IconTile size={52}>
            <LocalShippingOutlined sx={{ fontSize: 30 }} />
          </IconTile>
          <Typography
            variant="h3"
            component="h1"
            sx={{ fontWeight: 800, fontSize: { xs: '1.9rem', md: '2.5rem' } }}
          >
            {t('guide.title')}
          </Typography>
        </Stack>
        <Typography
          color="text.secondary"
          sx={{ fontSize: { xs: '1rem', md: '1.1rem' }, maxWidth: 760, mb: 3.5 }}
        >
          {t('guide.intro')}
        </Typography>
        <Box
          component="ul"
          aria-label={t('guide.factsLabel')}
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
            gap: { xs: 1.5, sm: 2 },
          }}
        >
          <QuickFact icon={<ScaleOutlined />}>
            {t('guide.facts.weight', { kg: PARCEL_MAX_WEIGHT_KG })}
          </QuickFact>
          <QuickFact icon={<LocalShippingOutlined />}>
            {t('guide.facts.dropoffs', { count: PARCEL_MAX_DROPOFFS })}
          </QuickFact>
          <QuickFact icon={<TimerOutlined />}>
            {t('guide.facts.wait', { count: PARCEL_DOOR_WAIT_MIN })}
          </QuickFact>
          <QuickFact icon={<PaidOutlined />}>
            <WithUserText>
              {(ltr) =>
                t('guide.facts.value', {
                  amount: ltr(dollars(PARCEL_DECLARED_VALUE_MAX_CENTS)),
                })
              }
            </WithUserText>
          </QuickFact>
        </Box>
      </Box>
    </Box>
  );
}

/** One limit of the summary under the title. */
function QuickFact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.25,
        p: { xs: 1.25, sm: 1.75 },
        borderRadius: 3,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        minWidth: 0,
      }}
    >
      <IconTile size={36}>{icon}</IconTile>
      <Typography
        variant="body2"
        sx={{ fontWeight: 600, lineHeight: 1.3, minWidth: 0, overflowWrap: 'anywhere' }}
      >
        {children}
      </Typography>
    </Box>
  );
}
