import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { UserText } from '../../../components/user-text.tsx';

const Dot = ({ color }: { color: string }) => (
  <Box
    aria-hidden
    sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: color, flexShrink: 0, mt: 0.75 }}
  />
);

/** Origin and destination, one above the other. */
export function RouteSummary({
  origin,
  destination,
  originLabel,
  destinationLabel,
}: {
  origin: string;
  destination: string;
  originLabel: string;
  destinationLabel: string;
}) {
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1.5}>
        <Dot color="success.main" />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="caption" color="text.secondary">
            {originLabel}
          </Typography>
          <UserText variant="body2" component="p">
            {origin}
          </UserText>
        </Box>
      </Stack>
      <Stack direction="row" spacing={1.5}>
        <Dot color="error.main" />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="caption" color="text.secondary">
            {destinationLabel}
          </Typography>
          <UserText variant="body2" component="p">
            {destination}
          </UserText>
        </Box>
      </Stack>
    </Stack>
  );
}
