import AdminPanelSettingsRounded from '@mui/icons-material/AdminPanelSettingsRounded';
import LockRounded from '@mui/icons-material/LockRounded';
import { ComingSoonPage } from '../../../components/ComingSoonPage';
import { StatusPage } from '../../../components/StatusPage';
import { useCurrentUser } from '../../auth';

export default function AdminPage() {
  const { user } = useCurrentUser();
  if (!user?.isAdmin) {
    return (
      <StatusPage
        title="Admins only"
        icon={<LockRounded />}
        description="This area is for Savor's administrators. If you think you should have access, ask an admin."
        actions={[{ label: 'Back to Home', to: '/' }]}
      />
    );
  }
  return (
    <ComingSoonPage
      title="Admin Dashboard"
      icon={<AdminPanelSettingsRounded />}
      description="The admin dashboard is on its way: users, ticket adjustments, activity and statistics for the whole kitchen."
    />
  );
}
