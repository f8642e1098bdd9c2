import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { Weekday } from '@trayecto/contracts/policies';
import { dayName, weekOrder } from '../lib/schedule.ts';

/**
 * The days a schedule falls on: seven toggle buttons (aria-pressed) in the language's week order,
 * each reached with Tab and switched with Space or Enter; named in full for screen readers, by
 * their narrow letter on a phone. The value is kept in the contract's order (0 = Sunday).
 */
export function WeekdayToggles({
  value,
  onChange,
  labelledBy,
  describedBy,
  lang,
  narrow,
  invalid,
}: {
  value: Weekday[];
  onChange: (days: Weekday[]) => void;
  labelledBy: string;
  describedBy?: string;
  lang: string;
  narrow: boolean;
  invalid: boolean;
}) {
  return (
    <ToggleButtonGroup
      value={value}
      onChange={(_, days: Weekday[]) => onChange([...days].sort((a, b) => a - b))}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      data-invalid={invalid || undefined}
      color="primary"
      size="small"
      fullWidth
      sx={
        invalid
          ? { '& .MuiToggleButton-root:not(.Mui-selected)': { borderColor: 'error.main' } }
          : undefined
      }
    >
      {weekOrder(lang).map((day) => (
        <ToggleButton
          key={day}
          value={day}
          aria-label={dayName(day, lang, 'long')}
          data-weekday={day}
          sx={{ px: 0.5, minWidth: 0, minHeight: 40, textTransform: 'none' }}
        >
          {dayName(day, lang, narrow ? 'narrow' : 'short')}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
