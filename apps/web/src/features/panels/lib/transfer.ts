import { z } from 'zod';
import {
  PANEL_TRANSFER_DIRECTIONS,
  parseAmountText,
  positiveAmountSchema,
  type PanelTransferDirection,
} from '@trayecto/contracts';

// The "Transferir saldo" dialog's rules, apart from the screen: the amount as the contract reads
// it, who gives and who receives, and whether the giver can cover it (the server says the last
// word; this only warns before the request).

export const transferFormSchema = z.object({
  direction: z.enum(PANEL_TRANSFER_DIRECTIONS),
  amount: z
    .string()
    .transform((text) => parseAmountText(text))
    .pipe(positiveAmountSchema),
});
export type TransferFormIn = z.input<typeof transferFormSchema>;
export type TransferFormOut = z.output<typeof transferFormSchema>;

/** The amount typed so far, when it reads as a positive number (0 otherwise): for the preview. */
export function typedAmount(text: string | undefined): number {
  const value = parseAmountText(text ?? '');
  return value !== undefined && Number.isFinite(value) && value > 0 ? value : 0;
}

type Party = { name: string; unique_id: string | null };

/** Who gives and who receives in a direction. */
export function partiesOf(direction: PanelTransferDirection, master: Party, panel: Party) {
  return direction === 'to_panel' ? { from: master, to: panel } : { from: panel, to: master };
}

/**
 * The most that can move in a direction: what the master may spend (balance + overdraft - holds)
 * to a panel; what the panel has of its own and not held (never its overdraft) back to the master.
 */
export function transferLimit(
  direction: PanelTransferDirection,
  figures: { masterAvailable: number; panelTakeable: number },
): number {
  return direction === 'to_panel' ? figures.masterAvailable : figures.panelTakeable;
}

/** The catalogue code the server would answer for an amount past the limit, or null. */
export function shortfallOf(
  direction: PanelTransferDirection,
  amount: number,
  figures: { masterAvailable: number; panelTakeable: number },
): 'corporate_insufficient_balance' | 'insufficient_balance' | null {
  if (amount <= transferLimit(direction, figures)) return null;
  return direction === 'to_panel' ? 'corporate_insufficient_balance' : 'insufficient_balance';
}
