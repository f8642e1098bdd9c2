import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import Box from '@mui/material/Box';
import { keyframes } from '@emotion/react';
import type { RouteTransition as Kind } from '../../../lib/settings-store.ts';

const fade = keyframes`from { opacity: 0 } to { opacity: 1 }`;
const slideLeft = keyframes`from { opacity: 0; transform: translateX(24px) } to { opacity: 1; transform: none }`;
const slideRight = keyframes`from { opacity: 0; transform: translateX(-24px) } to { opacity: 1; transform: none }`;
const scrollUp = keyframes`from { opacity: 0; transform: translateY(24px) } to { opacity: 1; transform: none }`;
const scrollDown = keyframes`from { opacity: 0; transform: translateY(-24px) } to { opacity: 1; transform: none }`;

const ANIMATIONS: Record<Exclude<Kind, 'none'>, ReturnType<typeof keyframes>> = {
  fade,
  'slide-left': slideLeft,
  'slide-right': slideRight,
  'scroll-up': scrollUp,
  'scroll-down': scrollDown,
};

/** Replays the chosen entrance animation whenever the page changes. */
export function RouteTransition({ kind, children }: { kind: Kind; children: ReactNode }) {
  const { pathname } = useLocation();
  if (kind === 'none') return <>{children}</>;
  return (
    <Box
      key={pathname}
      data-route-transition={kind}
      sx={{
        animation: `${ANIMATIONS[kind]} 320ms cubic-bezier(0.2, 0.7, 0.3, 1) both`,
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      }}
    >
      {children}
    </Box>
  );
}
