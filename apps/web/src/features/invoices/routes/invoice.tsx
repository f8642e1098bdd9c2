import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import { ComingSoon } from '../../../components/coming-soon.tsx';

/** Placeholder until this screen is built: its title and what it will do. */
export function Component() {
  return (
    <ComingSoon
      title="routes.invoice"
      description="placeholders.invoice"
      icon={<ReceiptLongOutlined />}
    />
  );
}
