import AddRoadOutlined from '@mui/icons-material/AddRoadOutlined';
import { ComingSoon } from '../../../components/coming-soon.tsx';

/** Placeholder until this screen is built: its title and what it will do. */
export function Component() {
  return (
    <ComingSoon
      title="routes.multistopNew"
      description="placeholders.multistopNew"
      icon={<AddRoadOutlined />}
    />
  );
}
