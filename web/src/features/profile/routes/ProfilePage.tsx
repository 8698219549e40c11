import ManageAccountsRounded from '@mui/icons-material/ManageAccountsRounded';
import { ComingSoonPage } from '../../../components/ComingSoonPage';

export default function ProfilePage() {
  return (
    <ComingSoonPage
      title="My Profile"
      icon={<ManageAccountsRounded />}
      description="Profile editing is on its way: your photo, name, bio, password and dietary preferences in one place."
    />
  );
}
