import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import LockRounded from '@mui/icons-material/LockRounded';
import { PageSkeleton } from '../../../components/PageSkeleton';
import { StatusPage } from '../../../components/StatusPage';
import { TabPanel, tabProps, useSelectedTabInView } from '../../../components/TabPanel';
import { useToast } from '../../../components/toast';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { useCurrentUser } from '../../auth';
import { ListHeader } from '../../recipes';
import type { AdminUser } from '../api';
import { ActivityDialog } from '../components/ActivityDialog';
import { AddTicketsDialog } from '../components/AddTicketsDialog';
import { AuditLogPanel } from '../components/AuditLogPanel';
import { BackupsPanel } from '../components/BackupsPanel';
import { DeleteUserDialog } from '../components/DeleteUserDialog';
import { ModerationPanel } from '../components/ModerationPanel';
import { StatisticsPanel } from '../components/StatisticsPanel';
import { TicketCostsPanel } from '../components/TicketCostsPanel';
import { UsersPanel } from '../components/UsersPanel';
import { useAdminStats, useAdminUsers } from '../hooks/useAdmin';

const GROUP = 'admin';
const TABS = ['users', 'statistics', 'recipes', 'ticket-costs', 'audit-log', 'backups'] as const;
type AdminTab = (typeof TABS)[number];
/** How long the Access Denied screen shows before the redirect to Home. */
const DENIED_REDIRECT_MS = 2500;

/** Non-admins (or a failed users request): the 'Access Denied' toast and screen, then Home (spec document 2 §4, §8). */
function AccessDenied() {
  const { toast } = useToast();
  const navigate = useNavigate();
  const announced = useRef(false);
  useEffect(() => {
    if (!announced.current) {
      announced.current = true;
      toast({ title: 'Access Denied', description: 'You do not have permission to access the admin panel.', variant: 'destructive' });
    }
    const timer = setTimeout(() => void navigate('/', { replace: true }), DENIED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [toast, navigate]);
  return (
    <StatusPage
      title="Access Denied"
      icon={<LockRounded />}
      description="You do not have permission to access the admin panel."
      actions={[{ label: 'Return to Home', to: '/' }]}
    />
  );
}

function Dashboard({ onDenied }: { onDenied: () => void }) {
  useDocumentTitle('Admin Dashboard');
  const [params, setParams] = useSearchParams();
  const tab: AdminTab = TABS.includes(params.get('tab') as AdminTab) ? (params.get('tab') as AdminTab) : 'users';
  const [search, setSearch] = useState('');
  const [offset, setOffset] = useState(0);
  const users = useAdminUsers(search, offset, true);
  const stats = useAdminStats();
  const [adding, setAdding] = useState<AdminUser | null>(null);
  const [viewing, setViewing] = useState<AdminUser | null>(null);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);
  const tabs = useSelectedTabInView<HTMLDivElement>(GROUP, tab);

  useEffect(() => {
    if (users.error) onDenied();
  }, [users.error, onDenied]);

  const onSearch = useCallback((value: string) => {
    setSearch((previous) => {
      if (previous !== value) setOffset(0);
      return value;
    });
  }, []);
  const refresh = () => {
    void users.mutate();
    void stats.mutate();
  };

  return (
    <Box>
      <ListHeader title="Admin Dashboard" subtitle="Manage Savor's cooks, their tickets and the community's recipes." />
      <Tabs
        ref={tabs}
        value={tab}
        onChange={(_, value: AdminTab) => setParams({ tab: value }, { replace: true })}
        aria-label="Admin sections"
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider', '& .MuiTab-root': { fontWeight: 600 } }}
      >
        <Tab label="Users" {...tabProps(GROUP, 'users')} />
        <Tab label="Statistics" {...tabProps(GROUP, 'statistics')} />
        <Tab label="Recipes" {...tabProps(GROUP, 'recipes')} />
        <Tab label="Ticket Costs" {...tabProps(GROUP, 'ticket-costs')} />
        <Tab label="Audit Log" {...tabProps(GROUP, 'audit-log')} />
        <Tab label="Backups" {...tabProps(GROUP, 'backups')} />
      </Tabs>
      <TabPanel group={GROUP} value={tab}>
        {tab === 'users' ? (
          <UsersPanel
            page={users.data}
            isLoading={users.isLoading}
            search={search}
            onSearch={onSearch}
            offset={offset}
            onOffset={setOffset}
            onAddTickets={setAdding}
            onActivity={setViewing}
            onDelete={setDeleting}
          />
        ) : tab === 'statistics' ? (
          <StatisticsPanel />
        ) : tab === 'recipes' ? (
          <ModerationPanel />
        ) : tab === 'ticket-costs' ? (
          <TicketCostsPanel />
        ) : tab === 'audit-log' ? (
          <AuditLogPanel />
        ) : (
          <BackupsPanel />
        )}
      </TabPanel>
      <AddTicketsDialog user={adding} onClose={() => setAdding(null)} onAdded={refresh} />
      <ActivityDialog user={viewing} onClose={() => setViewing(null)} />
      <DeleteUserDialog
        user={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => {
          if (users.data?.users.length === 1 && offset > 0) setOffset(Math.max(0, offset - 20));
          refresh();
        }}
      />
    </Box>
  );
}

/** /admin: Users, Statistics, Recipes (verified badges), Ticket Costs, the Audit Log and Backups, for admins only (spec document 2, Admin dashboard). */
export default function AdminPage() {
  const { user, isLoading } = useCurrentUser();
  const [denied, setDenied] = useState(false);
  const deny = useCallback(() => setDenied(true), []);
  if (isLoading && !user) return <PageSkeleton />;
  if (denied || !user?.isAdmin) return <AccessDenied />;
  return <Dashboard onDenied={deny} />;
}
