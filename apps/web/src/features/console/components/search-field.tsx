import { useEffect, useState } from 'react';
import TextField from '@mui/material/TextField';

/**
 * A list's search box: what is typed is written (to the URL) once typing pauses, and the box
 * follows the value when it changes elsewhere (back button, "clear").
 */
export function SearchField({
  value,
  onChange,
  label,
  maxLength,
  name = 'search',
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  maxLength: number;
  name?: string;
}) {
  const [typed, setTyped] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setTyped(value);
  }
  useEffect(() => {
    if (typed === value) return;
    const timer = setTimeout(() => onChange(typed), 350);
    return () => clearTimeout(timer);
  }, [typed, value, onChange]);
  return (
    <TextField
      size="small"
      type="search"
      name={name}
      label={label}
      value={typed}
      onChange={(e) => setTyped(e.target.value)}
      slotProps={{ htmlInput: { maxLength } }}
      sx={{ minWidth: 200, flex: { sm: 1 } }}
    />
  );
}
