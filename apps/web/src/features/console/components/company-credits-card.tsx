import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddCardOutlined from '@mui/icons-material/AddCardOutlined';
import { DetailPanel } from '../../../components/detail-layout.tsx';
import { useCan } from '../hooks/use-can.ts';
import { creditPath, creditsSearchPath } from '../lib/paths.ts';
import type { GrantCreditCompany } from './grant-credit-dialog.tsx';

// The grant dialog (its form, the contracts' credits module and the date pickers) is a chunk of
// its own, fetched when "Otorgar crédito" is first pressed (or hovered): the company's detail
// does not carry it.
const loadGrantDialog = () => import('./grant-credit-dialog.tsx');
const preload = () => void loadGrantDialog().catch(() => undefined);
const GrantCreditDialog = lazy(() =>
  loadGrantDialog().then(
    (m) => ({ default: m.GrantCreditDialog }),
    () => ({ default: GrantDialogUnavailable }),
  ),
);

/** The dialog's chunk could not be fetched (offline, a new deployment): say so, close on a click. */
function GrantDialogUnavailable({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('console');
  return (
    <Dialog open onClose={onClose} aria-labelledby="grant-credit-unavailable">
      <DialogContent>
        <Alert id="grant-credit-unavailable" severity="error">
          {t('credit.grant.loadError')}
        </Alert>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * A company's credits on its console detail: whether it may have them (the credits switch of its
 * features), "Otorgar crédito" for finance (money:credits) once they are on, and its credits in
 * the credits list.
 */
export function CompanyCreditsCard({
  company,
}: {
  company: GrantCreditCompany & { is_allow_credits: boolean };
}) {
  const { t } = useTranslation('console');
  const may = useCan();
  const navigate = useNavigate();
  const [granting, setGranting] = useState(false);
  const enabled = company.is_allow_credits;
  const noteId = `credits-disabled-${company._id}`;
  return (
    <DetailPanel title={t('credits.companyCard.title')}>
      <Stack spacing={2} data-credits={enabled ? 'enabled' : 'disabled'}>
        <Box>
          <Chip
            size="small"
            variant="outlined"
            color={enabled ? 'success' : 'default'}
            label={enabled ? t('credits.companyCard.enabled') : t('credits.companyCard.disabled')}
          />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {enabled ? t('credits.companyCard.enabledText') : t('credits.companyCard.disabledText')}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {may('money', 'credits') && (
            <Button
              variant="contained"
              startIcon={<AddCardOutlined />}
              disabled={!enabled}
              aria-describedby={enabled ? undefined : noteId}
              onClick={() => setGranting(true)}
              onPointerEnter={enabled ? preload : undefined}
              onFocus={enabled ? preload : undefined}
            >
              {t('credit.grant.button')}
            </Button>
          )}
          {may('read', 'credits') && (
            <Button variant="outlined" component={RouterLink} to={creditsSearchPath(company.name)}>
              {t('credits.companyCard.view')}
            </Button>
          )}
        </Stack>
        {may('money', 'credits') && !enabled && (
          <Typography id={noteId} variant="caption" color="text.secondary" data-note="credits-off">
            {t('credits.companyCard.enableFirst')}
          </Typography>
        )}
      </Stack>
      {granting && (
        <Suspense
          fallback={
            <Backdrop open sx={{ zIndex: (th) => th.zIndex.modal }}>
              <CircularProgress aria-label={t('list.loading')} />
            </Backdrop>
          }
        >
          <GrantCreditDialog
            company={company}
            onClose={() => setGranting(false)}
            onGranted={(credit) => {
              setGranting(false);
              void navigate(creditPath(credit._id), { state: { granted: true } });
            }}
          />
        </Suspense>
      )}
    </DetailPanel>
  );
}
