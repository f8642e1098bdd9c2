import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import SupportAgent from '@mui/icons-material/SupportAgent';
import { logout } from '../../../features/auth/api/auth-api.ts';
import { clearLocalSession } from '../../../features/auth/api/session-actions.ts';
import { getConsoleToken } from '../../../lib/console-session-store.ts';
import { useSessionStore } from '../../../lib/session-store.ts';

/**
 * SPEC §1: shown on every panel page while a provider admin acts inside this panel; the tooltip
 * says actions are logged. "Salir del modo asistido" ends this session (audited as assist_ended)
 * and goes back to the company in the console, or to the assist-mode entry without a console
 * session in this browser.
 */
export function AssistBanner() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const exit = async () => {
    setLeaving(true);
    const companyId = useSessionStore.getState()._id;
    try {
      await logout();
    } catch (error) {
      // the session may already have ended (idle hour): leaving is what was asked either way
      console.error('Leaving assist mode failed', error);
    }
    clearLocalSession();
    await navigate(
      getConsoleToken() && companyId ? `/admin/companies/${companyId}` : '/assist-mode',
      { replace: true },
    );
  };
  return (
    <Box sx={{ px: { xs: 1.5, sm: 3 }, pt: 1.5 }}>
      <Alert
        severity="warning"
        variant="filled"
        icon={<SupportAgent />}
        role="status"
        data-testid="assist-banner"
        action={
          <Button
            color="inherit"
            size="small"
            variant="outlined"
            startIcon={<LogoutOutlined />}
            onClick={() => void exit()}
            disabled={leaving}
            sx={{ whiteSpace: 'nowrap', alignSelf: 'center' }}
          >
            {t('assist.exit')}
          </Button>
        }
        sx={{ borderRadius: 2.5, fontWeight: 600, alignItems: 'center', flexWrap: 'wrap' }}
      >
        <Tooltip title={t('assist.tooltip')} placement="bottom-start">
          <Box
            component="span"
            tabIndex={0}
            sx={{
              cursor: 'help',
              borderBottom: '1px dotted currentColor',
              '&:focus-visible': { outline: 2, outlineStyle: 'solid', outlineOffset: 2 },
            }}
          >
            {t('assist.banner')}
          </Box>
        </Tooltip>
      </Alert>
    </Box>
  );
}
