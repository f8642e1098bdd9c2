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
import { useSessionStore } from '../../../lib/session-store.ts';

/** The header of a public page outside the landing: home, language, theme and the way in. */
export function GuideHeader() {
  const { t } = useTranslation();
  const isLogged = useSessionStore((s) => s.isLogged);
  return (
    <Box
      component="header"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: (th) => th.zIndex.appBar,
        bgcolor: (th) => alpha(th.palette.background.default, 0.85),
        backdropFilter: 'blur(10px) saturate(160%)',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Stack
        direction="row"
        spacing={0.5}
        sx={{
          maxWidth: 1100,
          mx: 'auto',
          px: { xs: 1.5, sm: 3 },
          height: 64,
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
          <Logo size={30} />
        </Link>
        <Box sx={{ flex: 1 }} />
        <LanguageMenu />
        <ThemeSwitcher />
        <Box sx={{ pl: 0.5 }}>
          <Button
            component={RouterLink}
            to={isLogged ? '/dashboards' : '/login'}
            variant="contained"
            sx={{ whiteSpace: 'nowrap' }}
          >
            {isLogged ? t('landing.goToPanel') : t('landing.login')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
