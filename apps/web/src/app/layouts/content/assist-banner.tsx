import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Tooltip from '@mui/material/Tooltip';
import Box from '@mui/material/Box';
import SupportAgent from '@mui/icons-material/SupportAgent';

/** SPEC §1: shown while a provider admin acts inside this panel; the tooltip says actions are logged. */
export function AssistBanner() {
  const { t } = useTranslation();
  return (
    <Box sx={{ px: { xs: 1.5, sm: 3 }, pt: 1.5 }}>
      <Tooltip title={t('assist.tooltip')} placement="bottom-start">
        <Alert
          severity="warning"
          variant="filled"
          icon={<SupportAgent />}
          role="status"
          tabIndex={0}
          data-testid="assist-banner"
          sx={{
            borderRadius: 2.5,
            fontWeight: 600,
            cursor: 'help',
            '&:focus-visible': {
              outline: 2,
              outlineStyle: 'solid',
              outlineColor: 'warning.dark',
              outlineOffset: 2,
            },
          }}
        >
          {t('assist.banner')}
        </Alert>
      </Tooltip>
    </Box>
  );
}
