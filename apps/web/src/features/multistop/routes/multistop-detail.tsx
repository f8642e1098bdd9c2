import AltRouteOutlined from '@mui/icons-material/AltRouteOutlined';
import { ComingSoon } from '../../../components/coming-soon.tsx';

/** Placeholder until this screen is built: its title and what it will do. */
export function Component() {
  return (
    <ComingSoon
      title="routes.multistopDetail"
      description="placeholders.multistopDetail"
      icon={<AltRouteOutlined />}
    />
  );
}
