import MailOutlineOutlined from '@mui/icons-material/MailOutlineOutlined';
import { PublicComingSoon } from '../../../components/coming-soon.tsx';

/** Placeholder until this screen is built: its title and what it will do. */
export function Component() {
  return (
    <PublicComingSoon
      title="routes.contact"
      description="placeholders.contact"
      icon={<MailOutlineOutlined />}
    />
  );
}
