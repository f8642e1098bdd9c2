import { useRef, useState, type KeyboardEvent } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { ALERT_RECIPIENTS_MAX, type MoneyWatchSettings } from '@trayecto/contracts';
import { errorText } from '../../../../lib/i18n-errors.ts';
import { addRecipients, type AlertsFormValues } from '../../lib/alerts-form.ts';

const SEPARATOR = /[\s,;]/;

/**
 * The alerts' recipients as chips: an address typed then Enter, a comma, a space or leaving the
 * field becomes a chip (a pasted list becomes several), each checked with the contract's rule;
 * a refused one stays typed with the reason under the field. A chip is a button that removes
 * its address (Enter, Delete or Backspace on it); Backspace in the empty field removes the last.
 * What is still typed when the form is sent is saved (and checked) with the chips.
 */
export function RecipientsField({
  control,
  error,
  onEdited,
  disabled,
}: {
  control: Control<AlertsFormValues, unknown, MoneyWatchSettings>;
  /** the form's or the server's message for the list */
  error: string | undefined;
  /** the list changed: its former error no longer applies */
  onEdited: () => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('balance');
  const recipients = useController({ control, name: 'recipients' });
  const draft = useController({ control, name: 'draft' });
  const [refusal, setRefusal] = useState<string | null>(null);
  const input = useRef<HTMLInputElement | null>(null);
  const list = recipients.field.value;

  const commit = (text: string) => {
    const added = addRecipients(list, text);
    if (added.recipients.length !== list.length) {
      recipients.field.onChange(added.recipients);
      onEdited();
    }
    draft.field.onChange(added.rest);
    setRefusal(added.error);
  };

  const remove = (address: string) => {
    recipients.field.onChange(list.filter((r) => r !== address));
    setRefusal(null);
    onEdited();
    // the chip is gone: the keyboard goes on from the field
    input.current?.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter' && !e.nativeEvent.isComposing && draft.field.value.trim()) {
      // Enter adds the typed address (and does not send the form; with nothing typed, it does)
      e.preventDefault();
      commit(draft.field.value);
    } else if (e.key === 'Backspace' && draft.field.value === '' && list.length > 0) {
      remove(list[list.length - 1]!);
    }
  };

  const message = refusal ? errorText(t, refusal) : error;
  return (
    <Box>
      {list.length > 0 && (
        <Box
          component="ul"
          aria-label={t('alerts.recipients')}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0, mb: 1.5 }}
        >
          {list.map((address) => (
            <Box component="li" key={address} sx={{ maxWidth: '100%' }}>
              <Chip
                label={<bdi dir="ltr">{address}</bdi>}
                onClick={() => remove(address)}
                onDelete={() => remove(address)}
                disabled={disabled}
                aria-label={t('alerts.removeRecipient', { email: address })}
                data-recipient={address}
                sx={{ maxWidth: '100%' }}
              />
            </Box>
          ))}
        </Box>
      )}
      <TextField
        name={draft.field.name}
        inputRef={(el: HTMLInputElement | null) => {
          input.current = el;
          // an error on the list (the form's or the server's) focuses this field
          draft.field.ref(el);
          recipients.field.ref(el);
        }}
        value={draft.field.value}
        onChange={(e) => {
          const text = e.target.value;
          setRefusal(null);
          if (error) onEdited();
          // a separator typed or pasted: what comes before it is an address
          if (SEPARATOR.test(text)) commit(text);
          else draft.field.onChange(text);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          if (draft.field.value.trim()) commit(draft.field.value);
          draft.field.onBlur();
        }}
        label={t('alerts.recipients')}
        fullWidth
        disabled={disabled}
        error={Boolean(message)}
        helperText={message ?? t('alerts.recipientsHint', { max: ALERT_RECIPIENTS_MAX })}
        slotProps={{
          htmlInput: {
            // text, not email: an email input drops the spaces and commas that separate addresses
            inputMode: 'email',
            dir: 'ltr',
            autoComplete: 'off',
            enterKeyHint: 'done',
          },
        }}
      />
    </Box>
  );
}
