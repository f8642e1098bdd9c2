import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { accentText } from '../../lib/theme/accent.ts';

type Choice<T extends string> = { value: T; label: string; icon?: ReactNode; disabled?: boolean };

/** A labelled group of radio cards (role radio, name = the card's label). */
export function ChoiceGroup<T extends string>({
  label,
  name,
  value,
  choices,
  onChange,
  columns = 3,
}: {
  label: string;
  name: string;
  value: T;
  choices: Choice<T>[];
  onChange: (value: T) => void;
  columns?: number;
}) {
  return (
    <FormControl component="fieldset" fullWidth>
      <FormLabel
        component="legend"
        sx={{
          fontSize: 14,
          fontWeight: 500,
          color: 'text.primary',
          mb: 1,
          '&.Mui-focused': { color: 'text.primary' },
        }}
      >
        {label}
      </FormLabel>
      <RadioGroup
        name={name}
        value={value}
        onChange={(e) => onChange(e.target.value as T)}
        sx={{
          display: 'grid',
          gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
          gap: 1.25,
        }}
      >
        {choices.map((c) => {
          const selected = c.value === value;
          return (
            <FormControlLabel
              key={c.value}
              value={c.value}
              disabled={c.disabled}
              control={
                <Radio
                  size="small"
                  sx={{ position: 'absolute', opacity: 0, width: 1, height: 1, p: 0 }}
                />
              }
              label={
                <Box
                  sx={{
                    display: 'flex',
                    flexDirection: 'column',
                    alignItems: 'center',
                    gap: 0.75,
                    '& svg': { fontSize: 26 },
                  }}
                >
                  {c.icon}
                  <Typography
                    variant="body2"
                    sx={{
                      fontSize: 13,
                      fontWeight: selected ? 600 : 400,
                      textAlign: 'center',
                      overflowWrap: 'anywhere',
                    }}
                  >
                    {c.label}
                  </Typography>
                </Box>
              }
              sx={(th) => ({
                m: 0,
                position: 'relative',
                justifyContent: 'center',
                py: 1.5,
                px: 1,
                borderRadius: 2,
                border: `${selected ? 2 : 1}px solid ${selected ? th.palette.primary.main : th.palette.divider}`,
                color: selected ? accentText(th) : th.palette.text.primary,
                bgcolor: selected ? alpha(th.palette.primary.main, 0.06) : 'transparent',
                transition: 'border-color 150ms, background-color 150ms',
                '&:hover': { borderColor: th.palette.primary.main },
                '&:has(input:focus-visible)': {
                  outline: `2px solid ${th.palette.primary.main}`,
                  outlineOffset: 2,
                },
                '& .MuiFormControlLabel-label': { width: '100%', color: 'inherit' },
                '&.Mui-disabled': { opacity: 0.5 },
              })}
            />
          );
        })}
      </RadioGroup>
    </FormControl>
  );
}

/** A switch with its label on one row and an optional hint below. */
export function SwitchRow({
  label,
  hint,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  hint?: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <Box>
      <FormControlLabel
        labelPlacement="start"
        control={
          <Switch
            checked={checked}
            disabled={disabled}
            onChange={(e) => onChange(e.target.checked)}
          />
        }
        label={label}
        sx={{
          m: 0,
          width: '100%',
          justifyContent: 'space-between',
          '& .MuiFormControlLabel-label': { fontSize: 14, fontWeight: 500 },
        }}
      />
      {hint && (
        <Typography variant="caption" color="text.secondary" component="p">
          {hint}
        </Typography>
      )}
    </Box>
  );
}
