import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import AutorenewRounded from '@mui/icons-material/AutorenewRounded';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import LocalOfferRounded from '@mui/icons-material/LocalOfferRounded';
import RadioButtonUncheckedRounded from '@mui/icons-material/RadioButtonUncheckedRounded';
import { visuallyHidden } from '../../../components/visuallyHidden';
import { useToast } from '../../../components/toast';
import { DEFAULT_PACK_ID, TICKET_PACKS, TICKET_PASSES, centsPerTicket, formatPrice, ticketCount, type TicketPack } from '../plans';
import { PurchasePanel } from './PurchasePanel';

type ShopTab = 'packs' | 'passes';

const focusRing = { outline: '3px solid', outlineColor: 'primary.dark', outlineOffset: 2 } as const;

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } } as const;

/** The body of a pack or pass card: name, ticket count and price, and a line under it. */
function PlanBody({
  name,
  tickets,
  price,
  per,
  note,
  badge,
}: {
  name: string;
  tickets: string;
  price: string;
  /** ' / month' for a pass. */
  per?: string;
  note: string;
  badge?: ReactNode;
}) {
  const suffix = per && (
    <Typography component="span" sx={{ fontSize: '0.9rem', fontWeight: 600, color: 'text.secondary', whiteSpace: 'nowrap' }}>
      {per}
    </Typography>
  );
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', minHeight: 28 }}>
        <Typography component="span" sx={{ fontWeight: 700 }}>
          {name}
        </Typography>
        {badge}
      </Stack>
      {/* Side by side on phones, where a pack's card would be tall; a pass's longer lines stay stacked. */}
      <Stack
        component="span"
        direction={per ? 'column' : { xs: 'row', sm: 'column' }}
        sx={{
          mt: { xs: 1, sm: 1.5 },
          justifyContent: 'space-between',
          alignItems: per ? 'flex-start' : { xs: 'baseline', sm: 'flex-start' },
          columnGap: 2,
        }}
      >
        <Typography component="span" sx={{ fontSize: { xs: '1.4rem', sm: '1.6rem' }, fontWeight: 800, lineHeight: 1.2 }}>
          {tickets}
          {suffix}
        </Typography>
        <Typography component="span" sx={{ mt: { sm: 0.5 }, fontSize: '1.1rem', fontWeight: 700, color: 'primary.main' }}>
          {price}
          {suffix}
        </Typography>
      </Stack>
      <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
        {note}
      </Typography>
    </>
  );
}

/** A pack as a choice of a radio group: the whole card is the label, the radio itself is hidden. */
function PackOption({ pack, checked, onChoose }: { pack: TicketPack; checked: boolean; onChoose: () => void }) {
  return (
    <Box
      component="label"
      data-testid="ticket-pack"
      sx={{
        position: 'relative',
        display: 'block',
        p: 2.5,
        pr: 2,
        borderRadius: '16px',
        cursor: 'pointer',
        border: 2,
        borderColor: checked ? 'primary.main' : 'divider',
        bgcolor: checked ? (t) => alpha(t.palette.primary.main, 0.05) : 'background.paper',
        transition: 'border-color 120ms, background-color 120ms',
        '&:hover': { borderColor: checked ? 'primary.main' : (t) => alpha(t.palette.primary.main, 0.45) },
        '&:has(input:focus-visible)': focusRing,
      }}
    >
      <Box component="input" type="radio" name="ticket-pack" value={pack.id} checked={checked} onChange={onChoose} sx={visuallyHidden} />
      <PlanBody
        name={pack.name}
        tickets={ticketCount(pack.tickets)}
        price={formatPrice(pack.price)}
        note={`${centsPerTicket(pack)} per ticket`}
        badge={
          <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
            {pack.popular && <Chip label="Popular" size="small" color="secondary" />}
            {checked ? (
              <CheckCircleRounded aria-hidden color="primary" />
            ) : (
              <RadioButtonUncheckedRounded aria-hidden sx={{ color: 'text.secondary', opacity: 0.6 }} />
            )}
          </Stack>
        }
      />
    </Box>
  );
}

function PacksPanel({ chosen, setChosen }: { chosen: number; setChosen: (id: number) => void }) {
  const pack = TICKET_PACKS.find((p) => p.id === chosen) ?? null;
  return (
    <>
      <Box role="radiogroup" aria-label="Ticket packs" sx={grid}>
        {TICKET_PACKS.map((p) => (
          <PackOption key={p.id} pack={p} checked={p.id === chosen} onChoose={() => setChosen(p.id)} />
        ))}
      </Box>
      <PurchasePanel pack={pack} />
    </>
  );
}

function PassesPanel() {
  const { toast } = useToast();
  const soon = () => toast({ title: 'Subscription Feature', description: 'PayPal subscription functionality coming soon' });
  return (
    <Box component="ul" aria-label="Subscription passes" sx={{ ...grid, listStyle: 'none', m: 0, p: 0 }}>
      {TICKET_PASSES.map((pass) => (
        <Box
          component="li"
          key={pass.name}
          data-testid="ticket-pass"
          sx={{ display: 'flex', flexDirection: 'column', p: 2.5, borderRadius: '16px', border: 2, borderColor: 'divider' }}
        >
          <PlanBody
            name={pass.name}
            tickets={ticketCount(pass.ticketsPerMonth)}
            price={formatPrice(pass.price)}
            per=" / month"
            note={`${centsPerTicket({ tickets: pass.ticketsPerMonth, price: pass.price })} per ticket`}
            badge={<Chip label="Coming soon" size="small" variant="outlined" color="warning" />}
          />
          <Button variant="outlined" startIcon={<AutorenewRounded />} onClick={soon} sx={{ mt: 2.5, alignSelf: 'stretch' }}>
            Subscribe to {pass.name}
          </Button>
        </Box>
      ))}
    </Box>
  );
}

/** 'Get More Tickets': tabs One-time Purchase (packs) and Subscription (passes), spec document 2 §9. */
export function TicketShop() {
  const [tab, setTab] = useState<ShopTab>('packs');
  // Kept here so the chosen pack survives a look at the passes.
  const [chosen, setChosen] = useState(DEFAULT_PACK_ID);
  return (
    <Card component="section" aria-labelledby="ticket-shop-title" sx={{ p: { xs: 2.5, sm: 3 } }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
        <Box
          aria-hidden
          sx={{
            width: 36,
            height: 36,
            borderRadius: 2.5,
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'rgba(200,81,44,0.1)',
            color: 'primary.main',
          }}
        >
          <LocalOfferRounded fontSize="small" />
        </Box>
        <Typography variant="h5" component="h2" id="ticket-shop-title">
          Get More Tickets
        </Typography>
      </Stack>
      <Tabs
        value={tab}
        onChange={(_, v: ShopTab) => setTab(v)}
        aria-label="Ways to buy tickets"
        variant="scrollable"
        scrollButtons={false}
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 3, '& .MuiTab-root': { fontWeight: 600 } }}
      >
        <Tab label="One-time Purchase" value="packs" id="shop-tab-packs" aria-controls="shop-panel-packs" />
        <Tab label="Subscription" value="passes" id="shop-tab-passes" aria-controls="shop-panel-passes" />
      </Tabs>
      <Box role="tabpanel" id={`shop-panel-${tab}`} aria-labelledby={`shop-tab-${tab}`}>
        {tab === 'packs' ? <PacksPanel chosen={chosen} setChosen={setChosen} /> : <PassesPanel />}
      </Box>
    </Card>
  );
}
