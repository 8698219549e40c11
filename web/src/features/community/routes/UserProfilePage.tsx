import { useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { ProfileView } from '../components/ProfileView';
import { useSocialProfile, type ProfileRef } from '../hooks/useSocial';

/** /user/{username} or /user/{id} (the My Recipes grid links by id): another cook's profile and public recipes. */
export default function UserProfilePage() {
  const { user = '' } = useParams();
  const profileRef: ProfileRef = { username: user };
  const { profile } = useSocialProfile(profileRef);
  useDocumentTitle(profile ? `@${profile.user.username}` : /^\d+$/.test(user) ? 'Cook Profile' : `@${user}`);
  return (
    <Box>
      <ProfileView key={user} profileRef={profileRef} headingLevel="h1" />
    </Box>
  );
}
