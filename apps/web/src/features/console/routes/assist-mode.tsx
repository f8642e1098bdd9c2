import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SupportAgent from '@mui/icons-material/SupportAgentOutlined';
import { can } from '@trayecto/contracts/console';
import { useConsoleSessionStore } from '../../../lib/console-session-store.ts';
import { apiErrorText } from '../../../lib/i18n-errors.ts';
import { enterAssistMode } from '../api/assist.ts';
import { CompanyPicker, type PickedCompany } from '../components/company-picker.tsx';
import { ConsoleAuthCard } from '../components/console-auth-card.tsx';
import { ConsoleLoginForm } from '../components/console-login-form.tsx';
import { UserText } from '../../../components/user-text.tsx';

/**
 * /assist-mode (SPEC §1, §6): a provider admin signs in with the console's credentials (skipped
 * when this browser already holds a console session), picks an approved company and enters its
 * panel as the company sees it, with the assist banner on every page.
 */
export function Component() {
  const { t } = useTranslation('console');
  const navigate = useNavigate();
  const admin = useConsoleSessionStore((s) => s.admin);
  const [company, setCompany] = useState<PickedCompany | null>(null);
  const [entering, setEntering] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const enter = async () => {
    if (!company) return;
    setEntering(true);
    setFailure(null);
    try {
      await enterAssistMode(company._id);
      await navigate('/dashboards', { replace: true });
    } catch (error) {
      setFailure(apiErrorText(t, error));
      setEntering(false);
    }
  };

  if (!admin) {
    return (
      <ConsoleAuthCard title={t('assistEntry.title')} subtitle={t('assistEntry.signIn')}>
        <ConsoleLoginForm onSignedIn={() => undefined} submitLabel={t('assistEntry.continue')} />
      </ConsoleAuthCard>
    );
  }
  const allowed = can(admin.role, 'manage', 'assist');
  return (
    <ConsoleAuthCard title={t('assistEntry.title')} subtitle={t('assistEntry.pick')}>
      <Typography variant="body2" color="text.secondary">
        {t('assistEntry.signedInAs')} <UserText component="span">{admin.name}</UserText>
      </Typography>
      {!allowed && <Alert severity="warning">{t('assistEntry.notAllowed')}</Alert>}
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      <Stack spacing={2.5}>
        <CompanyPicker
          value={company}
          onChange={setCompany}
          status="approved"
          field={{ label: t('assistEntry.company'), name: 'company', autoFocus: true }}
        />
        <Alert severity="info" icon={<SupportAgent />}>
          {t('assistEntry.logged')}
        </Alert>
        <Button
          variant="contained"
          size="large"
          disabled={!company || !allowed || entering}
          aria-busy={entering}
          onClick={() => void enter()}
          startIcon={
            entering ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined
          }
        >
          {t('assistEntry.enter')}
        </Button>
      </Stack>
    </ConsoleAuthCard>
  );
}
