import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import { StatusPage } from '../../components/StatusPage';

export default function NotFoundPage() {
  return (
    <StatusPage
      title="404 Page Not Found"
      icon={<SearchOffRounded />}
      description="We looked in every cupboard but couldn't find this page. The link may be mistyped, or the page may have moved."
      actions={[{ label: 'Back to Home', to: '/' }]}
    />
  );
}
