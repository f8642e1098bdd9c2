import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import MailOutline from '@mui/icons-material/MailOutlined';
import { FaqList } from '../../../components/faq-list.tsx';
import { useSessionStore } from '../../../lib/session-store.ts';

/** Frequently asked questions inside the panel, with the support contacts from GET /me. */
export function Component() {
  const { t } = useTranslation();
  const phone = useSessionStore((s) => s.admin_phone);
  const email = useSessionStore((s) => s.admin_email);
  const digits = (phone ?? '').replace(/\D/g, '');
  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h4" component="h1">
          {t('routes.faq')}
        </Typography>
        <Typography color="text.secondary">{t('faq.subtitle')}</Typography>
      </Box>
      <FaqList />
      <Card>
        <CardContent
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 2,
            alignItems: 'center',
            justifyContent: 'space-between',
          }}
        >
          <Box>
            <Typography variant="h6" component="h2">
              {t('faq.stillNeedHelp')}
            </Typography>
            <Typography color="text.secondary">{t('faq.supportHours')}</Typography>
          </Box>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            {digits && (
              <Button
                variant="contained"
                startIcon={<SupportAgentOutlined />}
                href={`https://wa.me/${digits}`}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t('nav.support')}
              </Button>
            )}
            {email && (
              <Button variant="outlined" startIcon={<MailOutline />} href={`mailto:${email}`}>
                {email}
              </Button>
            )}
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
}
