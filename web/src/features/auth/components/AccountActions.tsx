import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import AdminPanelSettingsRounded from '@mui/icons-material/AdminPanelSettingsRounded';
import EditRounded from '@mui/icons-material/EditRounded';
import LogoutRounded from '@mui/icons-material/LogoutRounded';
import PersonRounded from '@mui/icons-material/PersonRounded';
import { useSignOut } from '../hooks/useSignOut';

interface AccountActionsProps {
  isAdmin: boolean;
  /** Home's profile card: short labels ('Edit', 'Admin') and a link to the community profile. */
  compact?: boolean;
}

/** A cook's own account buttons: edit the profile, (Home) the community profile, the admin panel for admins, and Logout. */
export function AccountActions({ isAdmin, compact = false }: AccountActionsProps) {
  const { signOut, isPending } = useSignOut();
  return (
    <>
      <Button component={RouterLink} to="/profile" variant="contained" size="small" startIcon={<EditRounded />}>
        {compact ? 'Edit' : 'Edit Profile'}
      </Button>
      {compact && (
        <Button component={RouterLink} to="/community?tab=profile" variant="outlined" size="small" startIcon={<PersonRounded />}>
          Profile
        </Button>
      )}
      {isAdmin && (
        <Button component={RouterLink} to="/admin" variant="outlined" color="secondary" size="small" startIcon={<AdminPanelSettingsRounded />}>
          {compact ? 'Admin' : 'Admin Panel'}
        </Button>
      )}
      <Button
        onClick={() => void signOut()}
        disabled={isPending}
        color="inherit"
        size="small"
        startIcon={<LogoutRounded />}
        sx={{ color: 'text.secondary' }}
      >
        Logout
      </Button>
    </>
  );
}
