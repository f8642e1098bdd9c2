import type { Ref } from 'react';
import TextField from '@mui/material/TextField';
import { maskPhone, normalizePhoneInput } from '@trayecto/contracts';

/**
 * A Venezuelan phone number: the value is its digits (the +58 prefix and the trunk 0 taken off,
 * nothing cut: see normalizePhoneInput), shown with the mask "(414) 123-45-67" while typing. One
 * field for the payroll form, the profile and the guest passenger, so the rule and the mask live
 * in one place (`@trayecto/contracts`).
 */
export function PhoneField({
  value,
  onChange,
  onBlur,
  inputRef,
  name,
  label,
  required,
  disabled,
  error,
  helperText,
  autoComplete = 'tel-national',
}: {
  value: string;
  onChange: (digits: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  name?: string;
  label: string;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: string;
  autoComplete?: string;
}) {
  return (
    <TextField
      name={name}
      inputRef={inputRef}
      onBlur={onBlur}
      value={maskPhone(value)}
      onChange={(e) => onChange(normalizePhoneInput(e.target.value))}
      label={label}
      required={required}
      disabled={disabled}
      fullWidth
      placeholder="(414) 123-45-67"
      autoComplete={autoComplete}
      error={error}
      helperText={helperText}
      slotProps={{ htmlInput: { inputMode: 'tel', dir: 'ltr' } }}
    />
  );
}
