import EditNoteRounded from '@mui/icons-material/EditNoteRounded';
import { ComingSoonPage } from '../../../components/ComingSoonPage';

export default function CreateRecipePage() {
  return (
    <ComingSoonPage
      title="Create Recipe"
      icon={<EditNoteRounded />}
      description="The recipe editor is on its way: write a recipe from scratch, add a photo and calculate its nutrition facts."
    />
  );
}
