import { useState } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { ListHeader } from '../../recipes';
import { FeedTab } from '../components/FeedTab';
import { TabPanel, tabProps } from '../../../components/TabPanel';
import { FollowersList, FollowingList } from '../components/UserList';
import { UserSearch } from '../components/UserSearch';

type SocialTab = 'feed' | 'followers' | 'following';
const GROUP = 'social';

/** Social Feed (/social-feed): user search, then Recipe Feed, Followers (Remove) and Following (Unfollow). */
export default function SocialFeedPage() {
  useDocumentTitle('Social Feed');
  const [tab, setTab] = useState<SocialTab>('feed');

  return (
    <Box>
      <ListHeader title="Social Feed" subtitle="New recipes from the cooks you follow, and the people who follow you." />
      <UserSearch />
      <Tabs
        value={tab}
        onChange={(_, v: SocialTab) => setTab(v)}
        aria-label="Social feed sections"
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider', '& .MuiTab-root': { fontWeight: 600 } }}
      >
        <Tab label="Recipe Feed" {...tabProps(GROUP, 'feed')} />
        <Tab label="Followers" {...tabProps(GROUP, 'followers')} />
        <Tab label="Following" {...tabProps(GROUP, 'following')} />
      </Tabs>
      <TabPanel group={GROUP} value={tab}>
        {tab === 'feed' ? <FeedTab /> : tab === 'followers' ? <FollowersList /> : <FollowingList />}
      </TabPanel>
    </Box>
  );
}
