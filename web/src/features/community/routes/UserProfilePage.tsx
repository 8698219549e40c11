import { useParams } from 'react-router-dom';
import PersonSearchRounded from '@mui/icons-material/PersonSearchRounded';
import { ComingSoonPage } from '../../../components/ComingSoonPage';

export default function UserProfilePage() {
  const { username } = useParams();
  return (
    <ComingSoonPage
      title={username ? `@${username}` : 'Cook Profile'}
      icon={<PersonSearchRounded />}
      description="Cook profiles are on their way: public recipes, followers and a follow button for every home cook on Savor."
    />
  );
}
