import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import LinkOffOutlined from '@mui/icons-material/LinkOffOutlined';
import { LanguageMenu } from './language-switcher.tsx';
import { Logo } from './logo.tsx';
import { ThemeSwitcher } from './theme-switcher.tsx';

/**
 * The frame of a logged-out tracking page (the passenger's trip, a receiver's parcel): a bar with
 * the logo home, the language menu and the theme switch over the page's own `main`.
 */
export function PublicPage({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.default',
      }}
    >
      <Stack
        direction="row"
        sx={{
          alignItems: 'center',
          justifyContent: 'space-between',
          px: { xs: 2, sm: 3 },
          py: 1.5,
          borderBottom: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
        }}
      >
        <Link
          component={RouterLink}
          to="/"
          underline="none"
          sx={{ display: 'inline-flex', borderRadius: 1 }}
        >
          <Logo size={30} />
        </Link>
        <Stack direction="row" spacing={0.5}>
          <LanguageMenu />
          <ThemeSwitcher />
        </Stack>
      </Stack>
      {children}
    </Box>
  );
}

/**
 * A tracking link that leads nowhere (invalid, expired) or whose page did not load: the page's
 * h1 on a card of its own, with a retry when it may help.
 */
export function BrokenLinkCard({
  title,
  text,
  retry,
  sx,
}: {
  title: string;
  /** a sentence under the title (an expired link says why) */
  text?: string;
  /** shown for a failed load, not for a link that is not valid */
  retry?: { label: string; onClick: () => void };
  /** added to the card's own (e.g. a margin) */
  sx?: SxProps<Theme>;
}) {
  return (
    <Card
      variant="outlined"
      sx={[
        { maxWidth: 460, width: '100%', borderRadius: 3, p: { xs: 3, sm: 5 } },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <LinkOffOutlined aria-hidden sx={{ fontSize: 48, color: 'text.secondary' }} />
        <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {text && (
          <Typography color="text.secondary" sx={{ maxWidth: 360 }}>
            {text}
          </Typography>
        )}
        {retry && (
          <Button variant="outlined" onClick={retry.onClick}>
            {retry.label}
          </Button>
        )}
      </Stack>
    </Card>
  );
}
