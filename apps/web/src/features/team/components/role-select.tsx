import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { TEAM_ROLES, type TeamRole } from '@trayecto/contracts/team';

/** A role to choose: each option says what the role may do; the field shows its name. */
export function RoleSelect({
  value,
  onChange,
  label,
  name,
  inputRef,
  onBlur,
  disabled,
  error,
  helperText,
  size,
  fullWidth,
  ariaLabel,
}: {
  value: TeamRole | '';
  onChange: (role: TeamRole) => void;
  label?: string;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  onBlur?: () => void;
  disabled?: boolean;
  error?: boolean;
  helperText?: string | undefined;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  /** the accessible name when the field has no visible label (a row's role) */
  ariaLabel?: string;
}) {
  const { t } = useTranslation('team');
  return (
    <TextField
      select
      name={name}
      inputRef={inputRef}
      onBlur={onBlur}
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value as TeamRole)}
      disabled={disabled}
      error={error}
      helperText={helperText}
      size={size}
      fullWidth={fullWidth}
      slotProps={{
        select: {
          renderValue: (v) => (v ? t(`roleNames.${v as TeamRole}`) : ''),
          ...(ariaLabel ? { inputProps: { 'aria-label': ariaLabel } } : {}),
          MenuProps: { slotProps: { paper: { sx: { maxWidth: 360 } } } },
        },
      }}
    >
      {TEAM_ROLES.map((role) => (
        <MenuItem key={role} value={role} sx={{ whiteSpace: 'normal' }}>
          <ListItemText
            primary={t(`roleNames.${role}`)}
            secondary={t(`roleDescriptions.${role}`)}
          />
        </MenuItem>
      ))}
    </TextField>
  );
}
