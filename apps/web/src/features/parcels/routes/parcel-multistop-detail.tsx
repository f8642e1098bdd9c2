import MoveToInboxOutlined from '@mui/icons-material/MoveToInboxOutlined';
import { ComingSoon } from '../../../components/coming-soon.tsx';

/** Placeholder until this screen is built: its title and what it will do. */
export function Component() {
  return (
    <ComingSoon
      title="routes.parcelMultistop"
      description="placeholders.parcelMultistop"
      icon={<MoveToInboxOutlined />}
    />
  );
}
