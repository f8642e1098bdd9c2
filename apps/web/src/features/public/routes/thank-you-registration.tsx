import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import { PublicPage } from '../../../components/public-page.tsx';

const STEPS = ['s1', 's2', 's3'] as const;

/** /thank-you-registration: the contact form was received; what happens next. Public. */
export function Component() {
  const { t } = useTranslation('public');
  return (
    <PublicPage>
      <Box
        component="main"
        sx={{
          flex: 1,
          display: 'flex',
          justifyContent: 'center',
          alignItems: { xs: 'flex-start', sm: 'center' },
          px: { xs: 2, sm: 3 },
          py: { xs: 3, md: 6 },
        }}
      >
        <Card
          variant="outlined"
          sx={{ maxWidth: 640, width: '100%', borderRadius: 3, p: { xs: 3, sm: 5 } }}
        >
          <Stack spacing={3}>
            <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
              <TaskAltOutlined color="success" aria-hidden sx={{ fontSize: 56 }} />
              <Typography variant="h5" component="h1" sx={{ fontWeight: 800 }}>
                {t('thankYou.title')}
              </Typography>
              <Typography color="text.secondary">{t('thankYou.text')}</Typography>
            </Stack>

            <Box component="section" aria-labelledby="thank-you-next">
              <Typography
                id="thank-you-next"
                variant="subtitle1"
                component="h2"
                sx={{ fontWeight: 700, mb: 1.5 }}
              >
                {t('thankYou.next')}
              </Typography>
              <Stack component="ol" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {STEPS.map((step, i) => (
                  <Stack component="li" key={step} direction="row" spacing={2}>
                    <Box
                      aria-hidden
                      sx={{
                        flexShrink: 0,
                        width: 32,
                        height: 32,
                        borderRadius: '50%',
                        display: 'grid',
                        placeItems: 'center',
                        bgcolor: 'primary.main',
                        color: 'primary.contrastText',
                        fontWeight: 700,
                      }}
                    >
                      {i + 1}
                    </Box>
                    <Box>
                      <Typography variant="subtitle2" component="h3">
                        {t(`thankYou.steps.${step}.title`)}
                      </Typography>
                      <Typography variant="body2" color="text.secondary">
                        {t(`thankYou.steps.${step}.text`)}
                      </Typography>
                    </Box>
                  </Stack>
                ))}
              </Stack>
            </Box>

            <Stack
              direction="row"
              spacing={1.5}
              sx={{ alignItems: 'center', bgcolor: 'action.hover', borderRadius: 2, p: 2 }}
            >
              <SupportAgentOutlined color="primary" aria-hidden />
              <Typography variant="body2">{t('thankYou.support')}</Typography>
            </Stack>

            <Button
              component={RouterLink}
              to="/"
              variant="contained"
              size="large"
              sx={{ alignSelf: 'center' }}
            >
              {t('thankYou.home')}
            </Button>
          </Stack>
        </Card>
      </Box>
    </PublicPage>
  );
}
