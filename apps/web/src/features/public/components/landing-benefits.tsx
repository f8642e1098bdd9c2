import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import MapOutlined from '@mui/icons-material/MapOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import CreditScoreOutlined from '@mui/icons-material/CreditScoreOutlined';
import { SectionHeading } from './section-heading.tsx';

const BENEFITS = [
  { key: 'trips', icon: EventAvailableOutlined, color: 'primary' },
  { key: 'parcels', icon: LocalShippingOutlined, color: 'info' },
  { key: 'monitoring', icon: MapOutlined, color: 'success' },
  { key: 'payroll', icon: GroupsOutlined, color: 'warning' },
  { key: 'balance', icon: AccountBalanceWalletOutlined, color: 'primary' },
  { key: 'credits', icon: CreditScoreOutlined, color: 'error' },
] as const;

export function LandingBenefits() {
  const { t } = useTranslation();
  return (
    <Box
      component="section"
      id="benefits"
      aria-labelledby="benefits-title"
      sx={{
        maxWidth: 1200,
        mx: 'auto',
        px: { xs: 2, sm: 3 },
        py: { xs: 7, md: 10 },
        scrollMarginTop: 72,
      }}
    >
      <SectionHeading
        id="benefits-title"
        eyebrow={t('landing.benefits.eyebrow')}
        title={t('landing.benefits.title')}
        subtitle={t('landing.benefits.subtitle')}
      />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' },
          gap: 3,
        }}
      >
        {BENEFITS.map(({ key, icon: Icon, color }) => (
          <Card
            key={key}
            sx={{
              height: '100%',
              transition: 'transform 200ms, box-shadow 200ms',
              '&:hover': { transform: 'translateY(-3px)' },
            }}
          >
            <CardContent sx={{ p: 3 }}>
              <Box
                sx={{
                  width: 48,
                  height: 48,
                  borderRadius: 2.5,
                  display: 'grid',
                  placeItems: 'center',
                  mb: 2,
                  color: `${color}.main`,
                  bgcolor: (th) => alpha(th.palette[color].main, 0.14),
                }}
              >
                <Icon />
              </Box>
              <Typography variant="h5" component="h3" sx={{ mb: 1 }}>
                {t(`landing.benefits.items.${key}.title`)}
              </Typography>
              <Typography color="text.secondary">
                {t(`landing.benefits.items.${key}.text`)}
              </Typography>
            </CardContent>
          </Card>
        ))}
      </Box>
    </Box>
  );
}
