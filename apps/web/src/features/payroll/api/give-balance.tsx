import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Button, { type ButtonProps } from '@mui/material/Button';
import type { PayrollUser } from '@trayecto/contracts';
import { WithUserText } from '../../../components/user-text.tsx';
import { useCan } from '../../../lib/use-can.ts';
import { useCollaboratorActions } from './collaborator-actions.tsx';

// "Dar saldo a ‹colaborador›" where a screen finds a collaborator short of what they are about
// to pay (a booking, a quote to approve): the payroll's own balance dialog opens on top of the
// screen, which stays as it was, and hears of the collaborator as the movement left them.

/**
 * The give-balance dialog for a screen: `open(user)` shows it; `element` goes where it stays
 * mounted while the screen changes under it (the button that opened it may go once the balance
 * is enough: the dialog and its message must not go with it). `can`: the role may give balance.
 */
export function useGiveBalance(onGiven: (user: PayrollUser) => void): {
  can: boolean;
  open: (user: PayrollUser) => void;
  element: ReactNode;
} {
  const can = useCan('write', 'payroll');
  const actions = useCollaboratorActions({ onBalanceMoved: onGiven });
  return { can, open: (user) => actions.open('give', user), element: actions.element };
}

/** The button that opens it, named after the collaborator ("Dar saldo a Ana Pérez"). */
export function GiveBalanceButton({
  user,
  onClick,
  ...props
}: { user: PayrollUser; onClick: () => void } & Omit<ButtonProps, 'onClick' | 'children'>) {
  const { t } = useTranslation('payroll');
  return (
    <Button size="small" onClick={onClick} {...props}>
      {/* one inline run: as flex items of the button, the words and the name lose their space */}
      <span>
        <WithUserText>
          {(isolate) => t('actions.giveTo', { name: isolate(user.name) })}
        </WithUserText>
      </span>
    </Button>
  );
}
