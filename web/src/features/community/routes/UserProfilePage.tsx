import { useParams } from 'react-router-dom';
import PersonSearchRounded from '@mui/icons-material/PersonSearchRounded';
import { ComingSoonPage } from '../../../components/ComingSoonPage';

export default function UserProfilePage() {
  // A username, or a user id (the My Recipes grid links by id).
  const { user } = useParams();
  return (
    <ComingSoonPage
      title={user && !/^\d+$/.test(user) ? `@${user}` : 'Cook Profile'}
      icon={<PersonSearchRounded />}
      description="Cook profiles are on their way: public recipes, followers and a follow button for every home cook on Savor."
    />
  );
}
