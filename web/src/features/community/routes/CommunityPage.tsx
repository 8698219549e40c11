import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { useCurrentUser } from '../../auth';
import { ListHeader, PublicRecipeListing } from '../../recipes';
import { FeedTab } from '../components/FeedTab';
import { MyProfile } from '../components/MyProfile';
import { NotificationsPanel } from '../components/NotificationsPanel';
import { ProfileView } from '../components/ProfileView';
import { TabPanel, tabProps } from '../../../components/TabPanel';
import { UserSearch } from '../components/UserSearch';

const TABS = ['feed', 'discover', 'profile'] as const;
type CommunityTab = (typeof TABS)[number];
const GROUP = 'community';

/** ?tab= (feed, discover, profile; anything else is the feed). */
function tabOf(value: string | null): CommunityTab {
  return (TABS as readonly string[]).includes(value ?? '') ? (value as CommunityTab) : 'feed';
}

/** ?userId= when it is a positive whole number. */
function userIdOf(value: string | null): number | null {
  return value && /^[1-9]\d*$/.test(value) ? Number(value) : null;
}

/**
 * Community (/community): the user search, then My Feed, Discover (public recipes by category) and Profile
 * (My Profile, Followers, Following), the tab kept in ?tab=; ?tab=profile&userId={id} shows another cook.
 */
export default function CommunityPage() {
  useDocumentTitle('Community');
  const [params, setParams] = useSearchParams();
  const { user: me } = useCurrentUser();
  const tab = tabOf(params.get('tab'));
  const userId = userIdOf(params.get('userId'));
  const otherUser = tab === 'profile' && userId !== null && userId !== me?.id ? userId : null;

  return (
    <Box>
      <ListHeader title="Community" subtitle="Follow other home cooks, discover their public recipes and share your own." />
      <UserSearch />
      <Tabs
        value={tab}
        onChange={(_, v: CommunityTab) => setParams({ tab: v })}
        aria-label="Community sections"
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider', '& .MuiTab-root': { fontWeight: 600 } }}
      >
        <Tab label="My Feed" {...tabProps(GROUP, 'feed')} />
        <Tab label="Discover" {...tabProps(GROUP, 'discover')} />
        <Tab label="Profile" {...tabProps(GROUP, 'profile')} />
      </Tabs>
      <TabPanel group={GROUP} value={tab}>
        {tab === 'feed' ? (
          <>
            <NotificationsPanel />
            <FeedTab />
          </>
        ) : tab === 'discover' ? (
          <PublicRecipeListing />
        ) : otherUser !== null ? (
          <>
            <Button component={RouterLink} to="/community?tab=profile" startIcon={<ArrowBackRounded />} sx={{ mb: 2 }}>
              My Profile
            </Button>
            <ProfileView key={otherUser} profileRef={{ id: otherUser }} headingLevel="h2" />
          </>
        ) : (
          me && <MyProfile me={me} />
        )}
      </TabPanel>
    </Box>
  );
}
