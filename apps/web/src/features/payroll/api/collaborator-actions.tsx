import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Typography from '@mui/material/Typography';
import { formatUsd, type PayrollUser } from '@trayecto/contracts';
import { WithUserText } from '../../../components/user-text.tsx';
import { apiErrorText } from '../../../lib/i18n-errors.ts';
import { isolated, ltr } from '../lib/bidi.ts';
import { BalanceDialog, type Direction } from '../components/balance-dialog.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { UserFormDialog } from '../components/user-form-dialog.tsx';
import { useToast } from '../../../components/use-toast.tsx';
import { deleteUser, updateUser } from './payroll-api.ts';
import { refreshAfterWrite } from './payroll-queries.ts';

// The actions on one collaborator, shared by the payroll list and the user detail screen (the
// other feature reaches them through this api/ folder): give/take balance, edit, (de)activate,
// delete, each with its dialog, its confirmation and its result message.

export type CollaboratorAction = 'give' | 'take' | 'edit' | 'toggle' | 'delete';

// `visible` turns off first so the dialog keeps its content while it fades out; `serial` gives
// each opening a fresh dialog.
type Open = { action: CollaboratorAction; user: PayrollUser; serial: number } | null;

export function useCollaboratorActions({
  onDeleted,
  onBalanceMoved,
}: {
  onDeleted?: (user: PayrollUser) => void;
  /** balance given or taken: the collaborator as the movement left them */
  onBalanceMoved?: (user: PayrollUser) => void;
} = {}): {
  open: (action: CollaboratorAction, user: PayrollUser) => void;
  notify: ReturnType<typeof useToast>['notify'];
  element: ReactNode;
} {
  const { t } = useTranslation('payroll');
  const { notify, toast } = useToast();
  const [current, setCurrent] = useState<Open>(null);
  const [visible, setVisible] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const open = useCallback((action: CollaboratorAction, user: PayrollUser) => {
    setError(null);
    setCurrent((prev) => ({ action, user, serial: (prev?.serial ?? 0) + 1 }));
    setVisible(true);
  }, []);
  const close = () => setVisible(false);
  const shows = (...actions: CollaboratorAction[]) =>
    visible && current !== null && actions.includes(current.action);
  const user = current?.user ?? null;

  const run = async (work: () => Promise<unknown>, success: string, money: boolean) => {
    setBusy(true);
    setError(null);
    try {
      await work();
      close();
      notify('success', success);
      await refreshAfterWrite({ money });
      return true;
    } catch (e) {
      setError(apiErrorText(t, e));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const handleBalanceDone = (direction: Direction, amount: number, after: PayrollUser) => {
    if (!user) return;
    close();
    onBalanceMoved?.(after);
    notify(
      'success',
      t(direction === 'give' ? 'balance.gave' : 'balance.took', {
        amount: ltr(formatUsd(amount)),
        name: isolated(user.name),
      }),
    );
    void refreshAfterWrite({ money: true });
  };

  const activating = Boolean(user && !user.is_active);
  const element = (
    <>
      <BalanceDialog
        key={`balance-${current?.serial ?? 0}`}
        open={shows('give', 'take')}
        user={user}
        initialDirection={current?.action === 'take' ? 'take' : 'give'}
        onClose={close}
        onDone={handleBalanceDone}
      />
      <UserFormDialog
        key={`edit-${current?.serial ?? 0}`}
        open={shows('edit')}
        user={user}
        onClose={close}
        onSaved={(saved) => {
          close();
          notify('success', t('form.saved', { name: isolated(saved.name) }));
          void refreshAfterWrite({ money: false });
        }}
      />
      <ConfirmDialog
        open={shows('toggle')}
        title={
          <WithUserText>
            {(isolate) =>
              t(activating ? 'confirm.activateTitle' : 'confirm.deactivateTitle', {
                name: isolate(user?.name ?? ''),
              })
            }
          </WithUserText>
        }
        confirmLabel={t(activating ? 'actions.activate' : 'actions.deactivate')}
        cancelLabel={t('actions.cancel')}
        destructive={!activating}
        busy={busy}
        error={error}
        onClose={close}
        onConfirm={() =>
          user &&
          void run(
            () => updateUser(user._id, { is_active: !user.is_active }),
            t(activating ? 'confirm.activated' : 'confirm.deactivated', {
              name: isolated(user.name),
            }),
            false,
          )
        }
      >
        <Typography>{t(activating ? 'confirm.activateText' : 'confirm.deactivateText')}</Typography>
      </ConfirmDialog>
      <ConfirmDialog
        open={shows('delete')}
        title={
          <WithUserText>
            {(isolate) => t('confirm.deleteTitle', { name: isolate(user?.name ?? '') })}
          </WithUserText>
        }
        confirmLabel={t('actions.delete')}
        cancelLabel={t('actions.cancel')}
        destructive
        busy={busy}
        error={error}
        onClose={close}
        onConfirm={() => {
          if (!user) return;
          void run(
            () => deleteUser(user._id),
            t('confirm.deleted', { name: isolated(user.name) }),
            true,
          ).then((ok) => ok && onDeleted?.(user));
        }}
      >
        <Typography>
          {t('confirm.deleteBalance', { amount: ltr(formatUsd(user?.balance ?? 0)) })}
        </Typography>
        <Typography color="text.secondary">{t('confirm.deleteHistory')}</Typography>
      </ConfirmDialog>
      {toast}
    </>
  );
  return { open, notify, element };
}
