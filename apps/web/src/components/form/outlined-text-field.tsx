import {
  useId,
  type FocusEventHandler,
  type ChangeEventHandler,
  type ReactNode,
  type Ref,
} from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { InputBaseComponentProps } from '@mui/material/InputBase';

export type OutlinedTextFieldProps = {
  name?: string;
  label: ReactNode;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  fullWidth?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
  onChange?: ChangeEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  onBlur?: FocusEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  /** attributes of the <input> (TextField's slotProps.htmlInput) */
  htmlInput?: InputBaseComponentProps;
  endAdornment?: ReactNode;
};

/**
 * MUI's outlined TextField, for the pages outside the panel, without its select mode: the same
 * elements, classes, label, helper text and aria-describedby as
 * `<TextField variant="outlined">`, built from the parts TextField itself is made of. TextField
 * imports Select whether or not a field is one, and with it Menu, Popover, Modal and the other
 * input variants: about 11 KiB of gzipped JavaScript that a first visit to login would download
 * for nothing (bench/README.md).
 */
export function OutlinedTextField({
  label,
  fullWidth = false,
  error = false,
  helperText,
  htmlInput,
  endAdornment,
  ...input
}: OutlinedTextFieldProps) {
  const id = useId();
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl
      className="MuiTextField-root"
      variant="outlined"
      fullWidth={fullWidth}
      error={error}
    >
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput
        {...input}
        id={id}
        label={label}
        fullWidth={fullWidth}
        aria-describedby={helperTextId}
        endAdornment={endAdornment}
        {...(htmlInput ? { inputProps: htmlInput } : {})}
      />
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
