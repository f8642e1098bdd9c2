import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from '@tanstack/react-query';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { RecurringBody, RecurringTrip } from '@trayecto/contracts/recurring';
import { CenteredMessage } from '../../../components/centered-message.tsx';
import { getUser } from '../../payroll/api/payroll-api.ts';
import { createRecurring, updateRecurring } from '../api/recurring-api.ts';
import { emptyRecurringForm, recurringToForm } from '../lib/recurring-form.ts';
import { RecurringEditor } from './recurring-editor.tsx';

/**
 * A new recurring trip (recurring = null) or a schedule to edit, in a dialog (the whole screen on
 * a phone). An edited collaborator's trip first reads the collaborator as the payroll has them
 * now (the picker shows their balance; one no longer active is chosen again). Mounted afresh for
 * every opening (keyed by its opener).
 */
export function RecurringDialog({
  open,
  recurring,
  onClose,
  onSaved,
}: {
  open: boolean;
  recurring: RecurringTrip | null;
  onClose: () => void;
  onSaved: (recurring: RecurringTrip, created: boolean) => void;
}) {
  const { t } = useTranslation('recurring');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const passenger = recurring?.trip.passenger;
  const userId = passenger?.type === 'payroll' ? passenger.user_id : null;
  const user = useQuery({
    queryKey: ['payroll', 'user', userId, { recurring: true }],
    queryFn: ({ signal }) => getUser(userId!, signal),
    enabled: open && Boolean(userId),
    retry: false,
    staleTime: 0,
  });
  const save = useMutation({
    mutationFn: (body: RecurringBody) =>
      recurring ? updateRecurring(recurring._id, body) : createRecurring(body),
  });

  const loading = Boolean(userId) && user.isPending;
  const initial = recurring ? recurringToForm(recurring, user.data ?? null) : emptyRecurringForm;
  const payerGone =
    recurring && userId && initial.passenger.type === 'payroll' && !initial.passenger.user
      ? recurring.passenger_name
      : null;

  return (
    <Dialog
      open={open}
      onClose={save.isPending ? undefined : onClose}
      aria-labelledby="recurring-dialog-title"
      maxWidth="sm"
      fullWidth
      fullScreen={phone}
    >
      {loading ? (
        <>
          <DialogTitle id="recurring-dialog-title">{t('editor.editTitle')}</DialogTitle>
          <DialogContent>
            <CenteredMessage text={t('editor.loading')} busy />
          </DialogContent>
        </>
      ) : (
        <RecurringEditor
          recurring={recurring}
          initial={initial}
          payerGone={payerGone}
          phone={phone}
          save={save}
          onCancel={onClose}
          onSaved={onSaved}
        />
      )}
    </Dialog>
  );
}
