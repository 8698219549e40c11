import ConfirmationNumberRounded from '@mui/icons-material/ConfirmationNumberRounded';
import { ComingSoonPage } from '../../../components/ComingSoonPage';

export default function TicketsPage() {
  return (
    <ComingSoonPage
      title="Tickets"
      icon={<ConfirmationNumberRounded />}
      description="Tickets are on their way: earn them by cooking and sharing, spend them on Savorus's AI features and see every transaction."
    />
  );
}
