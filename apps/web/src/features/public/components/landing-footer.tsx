import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Logo } from '../../../components/logo.tsx';
import { BRAND } from '../../../lib/brand.ts';

export function LandingFooter() {
  const { t } = useTranslation();
  const links = [
    { to: '/contactanos', label: t('landing.footer.contact') },
    { to: '/parcel-guide', label: t('landing.footer.parcelGuide') },
    { to: '/login', label: t('landing.footer.login') },
  ];
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider' }}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{
          maxWidth: 1200,
          mx: 'auto',
          px: { xs: 2, sm: 3 },
          py: 4,
          justifyContent: 'space-between',
          alignItems: { md: 'center' },
        }}
      >
        <Stack spacing={1}>
          <Logo size={28} />
          <Typography variant="body2" color="text.secondary">
            {t('footer.rights', {
              year: new Date().getFullYear(),
              provider: BRAND.provider,
            })}
          </Typography>
        </Stack>
        <Stack
          component="nav"
          aria-label={t('landing.footer.label')}
          direction="row"
          spacing={3}
          sx={{ flexWrap: 'wrap', rowGap: 1 }}
        >
          {links.map((l) => (
            <Link key={l.to} component={RouterLink} to={l.to} color="text.secondary">
              {l.label}
            </Link>
          ))}
        </Stack>
      </Stack>
    </Box>
  );
}
