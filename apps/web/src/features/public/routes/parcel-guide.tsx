import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import { PublicComingSoon } from '../../../components/coming-soon.tsx';

/** Placeholder until this screen is built: its title and what it will do. */
export function Component() {
  return (
    <PublicComingSoon
      title="routes.parcelGuide"
      description="placeholders.parcelGuide"
      icon={<MenuBookOutlined />}
    />
  );
}
