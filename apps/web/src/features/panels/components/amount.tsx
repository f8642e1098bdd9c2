import Typography, { type TypographyProps } from '@mui/material/Typography';
import { formatUsd } from '@trayecto/contracts';
import { amountText } from '../../../lib/theme/accent.ts';

/** A dollar amount kept left to right in right-to-left text; signed ones green or red. */
export function Amount({
  value,
  signed,
  ...props
}: { value: number; signed?: boolean; sx?: Record<string, unknown> } & Omit<
  TypographyProps,
  'sx'
>) {
  const text = signed && value > 0 ? `+${formatUsd(value)}` : formatUsd(value);
  return (
    <Typography
      dir="ltr"
      component="span"
      variant="body2"
      {...props}
      sx={{
        unicodeBidi: 'isolate',
        whiteSpace: 'nowrap',
        fontVariantNumeric: 'tabular-nums',
        ...(value < 0 || (signed && value > 0) ? { color: (th) => amountText(th, value) } : {}),
        ...props.sx,
      }}
    >
      {text}
    </Typography>
  );
}
