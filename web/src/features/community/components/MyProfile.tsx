import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import AddRounded from '@mui/icons-material/AddRounded';
import RestaurantMenuRounded from '@mui/icons-material/RestaurantMenuRounded';
import type { User } from '../../../api/client';
import { AccountActions } from '../../auth';
import { ListMessage } from '../../recipes';
import { useSocialProfile } from '../hooks/useSocial';
import { NotificationBell } from './NotificationBell';
import { ProfileHeader } from './ProfileHeader';
import { PublicRecipesSection } from './ProfileView';
import { TabPanel, tabProps } from '../../../components/TabPanel';
import { FollowersList, FollowingList } from './UserList';

type SubTab = 'mine' | 'followers' | 'following';
const GROUP = 'community-profile';

/** My profile: the header with its counts, the bell, Edit Profile, Admin Panel (admins), Logout, and my public recipes. */
function MyProfileCard({ me }: { me: User }) {
  const { profile, error } = useSocialProfile({ id: me.id });
  return (
    <Box>
      <ProfileHeader
        user={me}
        counts={profile}
        countsFailed={!!error}
        headingLevel="h2"
        corner={<NotificationBell sx={{ bgcolor: 'rgba(62,124,89,0.08)', '&:hover': { bgcolor: 'rgba(62,124,89,0.16)' } }} />}
        actions={<AccountActions isAdmin={me.isAdmin} />}
      />
      <PublicRecipesSection
        userId={me.id}
        title="My Public Recipes"
        headingLevel="h3"
        empty={
          <ListMessage
            icon={<RestaurantMenuRounded />}
            title="You haven't shared any public recipes yet."
            hint="Create a recipe, then make it public to share it with the community."
            action={
              <Button component={RouterLink} to="/create-recipe" variant="contained" startIcon={<AddRounded />}>
                Create Recipe
              </Button>
            }
          />
        }
      />
    </Box>
  );
}

/** The community's Profile tab: sub-tabs My Profile, Followers and Following. */
export function MyProfile({ me }: { me: User }) {
  const [tab, setTab] = useState<SubTab>('mine');
  return (
    <Box>
      <Tabs
        value={tab}
        onChange={(_, v: SubTab) => setTab(v)}
        aria-label="Profile sections"
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab label="My Profile" {...tabProps(GROUP, 'mine')} />
        <Tab label="Followers" {...tabProps(GROUP, 'followers')} />
        <Tab label="Following" {...tabProps(GROUP, 'following')} />
      </Tabs>
      <TabPanel group={GROUP} value={tab}>
        {tab === 'mine' ? <MyProfileCard me={me} /> : tab === 'followers' ? <FollowersList /> : <FollowingList />}
      </TabPanel>
    </Box>
  );
}
