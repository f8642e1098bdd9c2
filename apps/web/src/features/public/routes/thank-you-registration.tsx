import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import { PublicComingSoon } from '../../../components/coming-soon.tsx';

/** Placeholder until this screen is built: its title and what it will do. */
export function Component() {
  return (
    <PublicComingSoon
      title="routes.thankYou"
      description="placeholders.thankYou"
      icon={<TaskAltOutlined />}
    />
  );
}
