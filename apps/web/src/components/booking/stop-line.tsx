import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { UserText } from '../user-text.tsx';

/**
 * The round marker of a place of an order with several stops, as the map draws it: "A" for
 * where it starts (green), 1, 2, … for its stops. Decorative: the text beside it says which.
 */
export function StopBadge({ marker, start = false }: { marker: string; start?: boolean }) {
  return (
    <Box
      aria-hidden
      sx={{
        width: 22,
        height: 22,
        flexShrink: 0,
        borderRadius: '50%',
        bgcolor: start ? 'success.main' : 'primary.main',
        color: 'common.white',
        display: 'grid',
        placeItems: 'center',
        fontSize: 12,
        fontWeight: 700,
      }}
    >
      {marker}
    </Box>
  );
}

/**
 * One place of a confirmation's ordered list (`<li>` of an `<ol>`): its marker, what it is
 * (`label`, then `extra` on the same line) and its address.
 */
export function StopLine({
  marker,
  start,
  label,
  extra,
  address,
}: {
  marker: string;
  start?: boolean;
  label: ReactNode;
  extra?: ReactNode;
  address: string;
}) {
  return (
    <Stack component="li" direction="row" spacing={1.5} sx={{ py: 0.75, minWidth: 0 }}>
      <StopBadge marker={marker} start={start} />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }} component="div">
          {label}
          {extra && (
            <Typography component="span" variant="caption" color="text.secondary">
              {' · '}
              {extra}
            </Typography>
          )}
        </Typography>
        <UserText
          variant="body2"
          color="text.secondary"
          component="p"
          sx={{ overflowWrap: 'anywhere' }}
        >
          {address}
        </UserText>
      </Box>
    </Stack>
  );
}
