import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import { ComingSoon } from '../../../components/coming-soon.tsx';

/** Placeholder until this screen is built: its title and what it will do. */
export function Component() {
  return (
    <ComingSoon
      title="routes.corporatePanels"
      description="placeholders.corporatePanels"
      icon={<AccountTreeOutlined />}
    />
  );
}
