import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import { ComingSoon } from '../../../components/coming-soon.tsx';

/** Placeholder until this screen is built: its title and what it will do. */
export function Component() {
  return (
    <ComingSoon
      title="routes.corporatePanel"
      description="placeholders.corporatePanel"
      icon={<BusinessOutlined />}
    />
  );
}
