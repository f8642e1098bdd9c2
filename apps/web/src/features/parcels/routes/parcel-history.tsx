import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import { ComingSoon } from '../../../components/coming-soon.tsx';

/** Placeholder until this screen is built: its title and what it will do. */
export function Component() {
  return (
    <ComingSoon
      title="routes.parcelHistory"
      description="placeholders.parcelHistory"
      icon={<Inventory2Outlined />}
    />
  );
}
