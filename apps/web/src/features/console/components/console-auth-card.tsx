import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LanguageMenu } from '../../../components/language-switcher.tsx';
import { Logo } from '../../../components/logo.tsx';
import { ThemeSwitcher } from '../../../components/theme-switcher.tsx';

/** The page of a provider admin's sign-in steps (/admin/login, /assist-mode): one centred card. */
export function ConsoleAuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.default',
      }}
    >
      <Stack
        direction="row"
        spacing={0.5}
        sx={{ justifyContent: 'flex-end', alignItems: 'center', px: { xs: 1.5, sm: 3 }, pt: 1.5 }}
      >
        <LanguageMenu />
        <ThemeSwitcher />
      </Stack>
      <Box sx={{ flex: 1, display: 'grid', placeItems: 'center', px: 2, py: 4 }}>
        <Card
          variant="outlined"
          sx={{ width: '100%', maxWidth: 440, borderRadius: 3, p: { xs: 2.5, sm: 4 } }}
        >
          <Stack spacing={3}>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
              <Logo size={34} />
            </Stack>
            <div>
              <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
                {title}
              </Typography>
              <Typography color="text.secondary">{subtitle}</Typography>
            </div>
            {children}
          </Stack>
        </Card>
      </Box>
    </Box>
  );
}
