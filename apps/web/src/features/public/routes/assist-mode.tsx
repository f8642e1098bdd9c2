import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import { PublicComingSoon } from '../../../components/coming-soon.tsx';

/** Placeholder until this screen is built: its title and what it will do. */
export function Component() {
  return (
    <PublicComingSoon
      title="routes.assistMode"
      description="placeholders.assistMode"
      icon={<SupportAgentOutlined />}
    />
  );
}
