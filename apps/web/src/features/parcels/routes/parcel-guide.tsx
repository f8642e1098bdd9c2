import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { FormRulesSection } from '../components/guide-form-rules.tsx';
import { SizesSection, VehiclesSection } from '../components/guide-fleet.tsx';
import { GuideHeader } from '../components/guide-header.tsx';
import { GuideHero } from '../components/guide-hero.tsx';
import {
  DamageSection,
  DeliverySection,
  PackingSection,
  ProhibitedSection,
} from '../components/guide-policies.tsx';

/**
 * /parcel-guide: the parcel policies, public. Every number (weights, sizes, limits, minutes,
 * amounts, days) is read from packages/contracts/src/parcels.ts; the texts only place them.
 */
export function Component() {
  const { t } = useTranslation('parcels');
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <GuideHeader />
      <Box component="main" sx={{ flex: 1 }}>
        <GuideHero />
        <Stack
          spacing={{ xs: 6, md: 8 }}
          sx={{ maxWidth: 1100, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 5, md: 7 } }}
        >
          <VehiclesSection />
          <SizesSection />
          <FormRulesSection />
          <PackingSection />
          <ProhibitedSection />
          <DeliverySection />
          <DamageSection />

          <Box sx={{ textAlign: 'center' }}>
            <Button component={RouterLink} to="/" variant="text">
              {t('actions.backHome')}
            </Button>
          </Box>
        </Stack>
      </Box>
    </Box>
  );
}
