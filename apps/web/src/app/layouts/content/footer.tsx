import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { BOXED_CONTENT_WIDTH } from './layout-constants.ts';
import { BRAND } from '../../../lib/brand.ts';

/** Rights-reserved notice; fixed keeps it on screen, static lets it scroll with the page. */
export function Footer({
  fixed,
  boxed,
  supportHref,
}: {
  fixed: boolean;
  boxed: boolean;
  supportHref: string | null;
}) {
  const { t } = useTranslation();
  return (
    <Box
      component="footer"
      sx={{
        position: fixed ? 'sticky' : 'static',
        bottom: 0,
        zIndex: (th) => th.zIndex.appBar - 1,
        px: { xs: 1.5, sm: 3 },
        pb: fixed ? { xs: 1, sm: 1.5 } : 0,
      }}
    >
      <Box
        sx={{
          maxWidth: boxed ? BOXED_CONTENT_WIDTH - 48 : 'none',
          mx: 'auto',
          py: 2,
          px: fixed ? 2.5 : 0.5,
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1,
          justifyContent: 'space-between',
          alignItems: 'center',
          ...(fixed
            ? {
                bgcolor: 'background.paper',
                borderRadius: 3,
                boxShadow: '0 -2px 10px rgba(38,36,56,0.06)',
              }
            : {}),
        }}
      >
        <Typography variant="body2" color="text.secondary">
          {t('footer.rights', { year: new Date().getFullYear(), provider: BRAND.provider })}
        </Typography>
        <Box sx={{ display: 'flex', gap: 2.5 }}>
          <Link component={RouterLink} to="/faq" variant="body2" color="primary">
            {t('footer.faq')}
          </Link>
          {supportHref && (
            <Link
              href={supportHref}
              target="_blank"
              rel="noopener noreferrer"
              variant="body2"
              color="primary"
            >
              {t('footer.support')}
            </Link>
          )}
        </Box>
      </Box>
    </Box>
  );
}
