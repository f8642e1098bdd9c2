import type { Ref } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';

/** An amount typed as text (read by contracts parseAmountText), left to right, with its unit. */
export function AmountField({
  value,
  onChange,
  label,
  name,
  unit,
  error,
  helperText,
  autoFocus,
  inputRef,
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  name: string;
  /** '$' or 'Bs.' or '%' */
  unit: string;
  error?: boolean;
  helperText?: string;
  autoFocus?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const adornment = <InputAdornment position="start">{unit}</InputAdornment>;
  return (
    <TextField
      name={name}
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      inputRef={inputRef}
      autoFocus={autoFocus}
      fullWidth
      required
      autoComplete="off"
      error={error}
      helperText={helperText}
      slotProps={{
        input: { startAdornment: adornment },
        htmlInput: { inputMode: 'decimal', dir: 'ltr', style: { textAlign: 'left' } },
      }}
      sx={{ '& .MuiInputBase-root': { direction: 'ltr' } }}
    />
  );
}
