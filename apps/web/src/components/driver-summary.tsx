import type { ReactNode } from 'react';
import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { UserText } from './user-text.tsx';

/**
 * Who drives (a trip's driver, a parcel's courier): the photo, then `caption` (what they are
 * here), the name, `extra` (the rating), the vehicle and the plate as written on it. The plate is
 * read left to right in any language; `plateLabel` names it for a screen reader.
 */
export function DriverSummary({
  photoUrl,
  size = 56,
  caption,
  name,
  extra,
  vehicle,
  plate,
  plateLabel,
}: {
  photoUrl: string;
  size?: number;
  caption?: ReactNode;
  name: string;
  extra?: ReactNode;
  vehicle: string;
  plate: string;
  plateLabel?: string;
}) {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', minWidth: 0 }}>
      <Avatar src={photoUrl} alt="" sx={{ width: size, height: size }} />
      <Stack sx={{ minWidth: 0 }}>
        {caption}
        <UserText variant="body1" sx={{ fontWeight: 600 }} noWrap>
          {name}
        </UserText>
        {extra}
        <UserText variant="body2" color="text.secondary" noWrap>
          {vehicle}
        </UserText>
        <Typography
          dir="ltr"
          variant="caption"
          aria-label={plateLabel}
          sx={{
            fontFamily: 'monospace',
            fontWeight: 700,
            letterSpacing: 1,
            unicodeBidi: 'isolate',
            alignSelf: 'flex-start',
            px: 0.75,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
          }}
        >
          {plate}
        </Typography>
      </Stack>
    </Stack>
  );
}
