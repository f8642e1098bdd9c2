import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import { LanguageMenu } from '../../../components/language-switcher.tsx';
import { Logo } from '../../../components/logo.tsx';
import { ThemeSwitcher } from '../../../components/theme-switcher.tsx';

const SECTIONS = ['benefits', 'bundle', 'faq'] as const;

/** Sticky header of the marketing page: sections, language, theme and the way in. */
export function LandingHeader({ isLogged }: { isLogged: boolean }) {
  const { t } = useTranslation();
  return (
    <Box
      component="header"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: (th) => th.zIndex.appBar,
        bgcolor: (th) => alpha(th.palette.background.default, 0.8),
        backdropFilter: 'blur(10px) saturate(160%)',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Stack
        direction="row"
        spacing={1}
        sx={{
          maxWidth: 1200,
          mx: 'auto',
          px: { xs: 1.5, sm: 3 },
          height: 68,
          alignItems: 'center',
        }}
      >
        <Link
          component={RouterLink}
          to="/"
          underline="none"
          aria-label={t('landing.home')}
          sx={{ display: 'flex', borderRadius: 1.5, minWidth: 0 }}
        >
          <Logo />
        </Link>
        <Box
          component="nav"
          aria-label={t('landing.sectionsNav')}
          sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, ml: 4 }}
        >
          {SECTIONS.map((id) => (
            <Button
              key={id}
              href={`#${id}`}
              color="inherit"
              sx={{ color: 'text.secondary', fontWeight: 500 }}
            >
              {t(`landing.nav.${id}`)}
            </Button>
          ))}
        </Box>
        <Box sx={{ flex: 1 }} />
        <LanguageMenu />
        <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
          <ThemeSwitcher />
        </Box>
        <Button
          component={RouterLink}
          to="/contactanos"
          variant="outlined"
          sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
        >
          {t('landing.contactSales')}
        </Button>
        <Button
          component={RouterLink}
          to={isLogged ? '/dashboards' : '/login'}
          variant="contained"
          sx={{ whiteSpace: 'nowrap' }}
        >
          {isLogged ? t('landing.goToPanel') : t('landing.login')}
        </Button>
      </Stack>
    </Box>
  );
}
