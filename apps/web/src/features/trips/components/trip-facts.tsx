import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { UserText } from '../../../components/user-text.tsx';
import { PhoneText } from '../../../components/phone-text.tsx';

/** A label and a value, in a responsive grid of facts. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography
        variant="body2"
        component="div"
        sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}
      >
        {children}
      </Typography>
    </Box>
  );
}

/**
 * A fact about someone (a passenger, a parcel's sender): the name, the phone under it (masked)
 * when there is one, and what they are (`note`: a collaborator, the company, a guest).
 */
export function PersonFact({
  label,
  name,
  phone,
  note,
}: {
  label: string;
  name: string;
  phone: string | null;
  note: string;
}) {
  return (
    <Fact label={label}>
      <UserText>{name}</UserText>
      {phone && (
        <Typography variant="body2" component="div" sx={{ whiteSpace: 'nowrap' }}>
          <PhoneText phone={phone} />
        </Typography>
      )}
      <Typography variant="caption" color="text.secondary" component="div">
        {note}
      </Typography>
    </Fact>
  );
}

export function FactGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 2 }}
    >
      {children}
    </Box>
  );
}

/** Keeps numbers and ids left-to-right inside right-to-left text. */
export function Ltr({ children }: { children: ReactNode }) {
  return (
    <Box
      dir="ltr"
      component="span"
      sx={{ unicodeBidi: 'isolate', fontVariantNumeric: 'tabular-nums' }}
    >
      {children}
    </Box>
  );
}
