import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import RouteOutlined from '@mui/icons-material/RouteOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import { Logo } from '../../../components/logo.tsx';
import { LanguagePicker } from './language-picker.tsx';
import { BRAND } from '../../../lib/brand.ts';

const HIGHLIGHTS = [
  { icon: RouteOutlined, key: 'trips' },
  { icon: Inventory2Outlined, key: 'parcels' },
  { icon: AccountBalanceWalletOutlined, key: 'balance' },
] as const;

/** The frame of the pages outside the panel: a brand panel (wide screens) and the form. */
export function AuthShell({
  title,
  subtitle,
  icon,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  /** a round badge above the title (confirmations and refusals) */
  icon?: { node: ReactNode; tone: 'success' | 'warning' | 'error' };
  children: ReactNode;
}) {
  const { t } = useTranslation('auth');
  // The brand panel (wide screens) and the small logo (narrow ones) are both in the markup, one
  // of them hidden by the stylesheet: the page is prerendered without knowing the screen's width
  // (docs/adr/0014-prerendered-public-pages.md). Each logo has its own gradient id (useId).
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', bgcolor: 'background.default' }}>
      <Box
        component="aside"
        sx={(theme) => ({
          display: { xs: 'none', md: 'flex' },
          flexDirection: 'column',
          justifyContent: 'space-between',
          width: { md: '42%', lg: '38%' },
          maxWidth: 560,
          p: { md: 5, lg: 6 },
          color: '#fff',
          position: 'relative',
          overflow: 'hidden',
          background: `linear-gradient(155deg, ${theme.palette.primary.dark} 0%, ${theme.palette.primary.main} 55%, ${alpha(theme.palette.primary.light, 0.95)} 100%)`,
          '&::after': {
            content: '""',
            position: 'absolute',
            insetInlineEnd: -120,
            bottom: -120,
            width: 360,
            height: 360,
            borderRadius: '50%',
            border: '48px solid rgba(255,255,255,0.07)',
          },
        })}
      >
        <Box
          sx={{
            '& span': { color: '#fff !important' },
            bgcolor: 'rgba(255,255,255,0.12)',
            alignSelf: 'flex-start',
            px: 1.5,
            py: 1,
            borderRadius: 3,
          }}
        >
          <Logo size={32} />
        </Box>
        <Stack spacing={3} sx={{ position: 'relative', zIndex: 1, maxWidth: 420 }}>
          <Typography variant="h4" component="p" sx={{ fontWeight: 700, lineHeight: 1.25 }}>
            {t('brand.headline')}
          </Typography>
          <Typography sx={{ opacity: 0.85 }}>{t('brand.lead')}</Typography>
          <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {HIGHLIGHTS.map(({ icon: Icon, key }) => (
              <Stack
                component="li"
                key={key}
                direction="row"
                spacing={1.5}
                sx={{ alignItems: 'center' }}
              >
                <Box
                  sx={{
                    width: 36,
                    height: 36,
                    borderRadius: 2,
                    display: 'grid',
                    placeItems: 'center',
                    bgcolor: 'rgba(255,255,255,0.14)',
                    flexShrink: 0,
                  }}
                >
                  <Icon fontSize="small" aria-hidden />
                </Box>
                <Typography variant="body2" sx={{ opacity: 0.95 }}>
                  {t(`brand.${key}`)}
                </Typography>
              </Stack>
            ))}
          </Stack>
        </Stack>
        <Typography variant="caption" sx={{ opacity: 0.7, position: 'relative', zIndex: 1 }}>
          {t('brand.rights', { year: new Date().getFullYear(), provider: BRAND.provider })}
        </Typography>
      </Box>

      <Box component="main" sx={{ flex: 1, display: 'flex', flexDirection: 'column', minWidth: 0 }}>
        <Stack
          direction="row"
          sx={{
            justifyContent: 'space-between',
            alignItems: 'center',
            px: { xs: 2, sm: 4 },
            pt: 2,
          }}
        >
          <Box
            component={RouterLink}
            to="/"
            aria-label={t('brand.home')}
            sx={{ textDecoration: 'none', display: { md: 'none' } }}
          >
            <Logo size={30} />
          </Box>
          <Box sx={{ marginInlineStart: 'auto' }}>
            <LanguagePicker />
          </Box>
        </Stack>
        <Box
          sx={{
            flex: 1,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            px: { xs: 2.5, sm: 4 },
            py: { xs: 4, sm: 6 },
          }}
        >
          <Box sx={{ width: '100%', maxWidth: 420 }}>
            {icon && (
              <Box
                aria-hidden
                sx={(th) => ({
                  width: 60,
                  height: 60,
                  mb: 3,
                  borderRadius: '50%',
                  display: 'grid',
                  placeItems: 'center',
                  color: th.palette[icon.tone].main,
                  bgcolor: alpha(
                    th.palette[icon.tone].main,
                    th.palette.mode === 'dark' ? 0.2 : 0.12,
                  ),
                  '& svg': { fontSize: 30 },
                })}
              >
                {icon.node}
              </Box>
            )}
            <Typography
              variant="h4"
              component="h1"
              sx={{ fontWeight: 700, mb: 1, fontSize: { xs: '1.6rem', sm: '1.9rem' } }}
            >
              {title}
            </Typography>
            {subtitle && (
              <Typography color="text.secondary" sx={{ mb: 4 }}>
                {subtitle}
              </Typography>
            )}
            {children}
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
