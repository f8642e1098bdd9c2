import TextField from '@mui/material/TextField';
import type { ControllerRenderProps } from 'react-hook-form';
import { TRIP_COMMENT_MAX } from '@trayecto/contracts';

/**
 * The booking's note for the driver (a react-hook-form field): a few lines, at most
 * TRIP_COMMENT_MAX characters, counted under it until `error` says what is wrong with it.
 */
export function NoteField({
  label,
  field,
  error,
}: {
  label: string;
  field: Omit<ControllerRenderProps, 'value'> & { value: string };
  error: string | null | undefined;
}) {
  return (
    <TextField
      label={label}
      name={field.name}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      multiline
      minRows={2}
      error={Boolean(error)}
      slotProps={{ htmlInput: { maxLength: TRIP_COMMENT_MAX } }}
      helperText={error ?? `${field.value.length}/${TRIP_COMMENT_MAX}`}
    />
  );
}
