import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BoltOutlined from '@mui/icons-material/BoltOutlined';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import SavingsOutlined from '@mui/icons-material/SavingsOutlined';
import { PublicPage } from '../../../components/public-page.tsx';
import { LeadFormCard } from '../components/lead-form.tsx';

const HIGHLIGHTS = [
  { key: 'support', icon: BoltOutlined },
  { key: 'savings', icon: SavingsOutlined },
  { key: 'companies', icon: HandshakeOutlined },
] as const;

/**
 * /contactanos: a prospective company asks for a corporate account (SPEC §1, §5). Public, blank
 * layout; the form becomes a lead in the provider's console and an e-mail to sales.
 */
export function Component() {
  const { t } = useTranslation('public');
  return (
    <PublicPage>
      <Box component="main" sx={{ flex: 1, px: { xs: 2, sm: 3 }, py: { xs: 3, md: 6 } }}>
        <Box
          sx={{
            maxWidth: 1100,
            mx: 'auto',
            display: 'grid',
            gap: { xs: 3, md: 5 },
            gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 2fr)' },
            alignItems: 'start',
          }}
        >
          <Stack spacing={2}>
            <Typography variant="overline" color="primary" sx={{ fontWeight: 700 }}>
              {t('contact.eyebrow')}
            </Typography>
            <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
              {t('contact.title')}
            </Typography>
            <Typography color="text.secondary">{t('contact.subtitle')}</Typography>
            <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0, pt: 1 }}>
              {HIGHLIGHTS.map(({ key, icon: Icon }) => (
                <Stack
                  component="li"
                  key={key}
                  direction="row"
                  spacing={1.5}
                  sx={{ alignItems: 'center' }}
                >
                  <Icon color="primary" aria-hidden />
                  <Typography variant="body2">{t(`contact.highlights.${key}`)}</Typography>
                </Stack>
              ))}
            </Stack>
            <Typography variant="body2" color="text.secondary" sx={{ pt: 1 }}>
              {t('contact.loginPrompt')}{' '}
              <Link component={RouterLink} to="/login">
                {t('contact.login')}
              </Link>
            </Typography>
          </Stack>
          <Card variant="outlined" sx={{ borderRadius: 3, p: { xs: 2, sm: 4 } }}>
            <LeadFormCard />
          </Card>
        </Box>
      </Box>
    </PublicPage>
  );
}
