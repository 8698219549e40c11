import { useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Inventory2Rounded from '@mui/icons-material/Inventory2Rounded';
import ShoppingCartRounded from '@mui/icons-material/ShoppingCartRounded';
import { TabPanel, tabProps } from '../../../components/TabPanel';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { ListHeader } from '../../recipes';
import { LowStockPanel } from '../components/LowStockPanel';
import { PantryTab } from '../components/PantryTab';
import { ShoppingListCard } from '../components/ShoppingListCard';

type InventoryTab = 'shopping' | 'pantry';
const GROUP = 'inventory';

/**
 * Kitchen Inventory (/shopping-pantry): the Shopping List tab (the list and the Low Stock Items panel) and
 * the Pantry Items tab (?tab=pantry). Spec document 2, Kitchen Inventory.
 */
export default function KitchenInventoryPage() {
  useDocumentTitle('Kitchen Inventory');
  const [params, setParams] = useSearchParams();
  const tab: InventoryTab = params.get('tab') === 'pantry' ? 'pantry' : 'shopping';

  return (
    <Box>
      <ListHeader title="Kitchen Inventory" subtitle="Tick things off at the store and they move straight into your pantry." />
      <Tabs
        value={tab}
        onChange={(_, v: InventoryTab) => setParams(v === 'pantry' ? { tab: v } : {})}
        aria-label="Kitchen inventory sections"
        sx={{ borderBottom: 1, borderColor: 'divider', '& .MuiTab-root': { fontWeight: 600, minHeight: 52, px: { xs: 1.5, sm: 2.5 } } }}
      >
        <Tab label="Shopping List" icon={<ShoppingCartRounded />} iconPosition="start" {...tabProps(GROUP, 'shopping')} />
        <Tab label="Pantry Items" icon={<Inventory2Rounded />} iconPosition="start" {...tabProps(GROUP, 'pantry')} />
      </Tabs>
      <TabPanel group={GROUP} value={tab}>
        {tab === 'shopping' ? (
          <Box
            sx={{
              display: 'grid',
              gap: { xs: 2, sm: 3 },
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 320px', lg: 'minmax(0, 1fr) 360px' },
              alignItems: 'start',
            }}
          >
            <ShoppingListCard />
            <LowStockPanel />
          </Box>
        ) : (
          <PantryTab />
        )}
      </TabPanel>
    </Box>
  );
}
