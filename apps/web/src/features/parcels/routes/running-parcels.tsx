import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import { ComingSoon } from '../../../components/coming-soon.tsx';

/** Placeholder until this screen is built: its title and what it will do. */
export function Component() {
  return (
    <ComingSoon
      title="routes.runningParcels"
      description="placeholders.runningParcels"
      icon={<LocalShippingOutlined />}
    />
  );
}
