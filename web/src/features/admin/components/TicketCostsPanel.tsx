import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { TextInput } from '../../../components/TextInput';
import { useToast } from '../../../components/toast';
import { type AdminTicketCost, updateTicketCost } from '../api';
import { useTicketCosts } from '../hooks/useAdmin';
import { LoadError } from '../../../components/LoadError';

function CostRow({ cost, onSaved }: { cost: AdminTicketCost; onSaved: () => void }) {
  const { toast } = useToast();
  const [value, setValue] = useState(String(cost.cost));
  const [active, setActive] = useState(cost.isActive);
  const [saving, setSaving] = useState(false);
  const number = Number(value);
  const valid = value.trim() !== '' && Number.isInteger(number) && number >= 0;
  const changed = number !== cost.cost || active !== cost.isActive;

  const save = async () => {
    setSaving(true);
    try {
      await updateTicketCost(cost.feature, { cost: number, isActive: active });
      toast({ title: 'Ticket Cost Saved', description: `${cost.description}: ${active ? `${number} tickets` : 'free'}.` });
      onSaved();
    } catch (error) {
      toast({ title: 'Error', description: `Failed to save the ticket cost: ${(error as Error).message}`, variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gap: 2,
        alignItems: 'center',
        gridTemplateColumns: { xs: 'minmax(0, 1fr) auto auto', sm: 'minmax(0, 1fr) 120px auto auto' },
        py: 2,
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0 },
      }}
    >
      <Box sx={{ minWidth: 0, gridColumn: { xs: '1 / -1', sm: 'auto' } }}>
        <Typography sx={{ fontWeight: 700 }}>{cost.description}</Typography>
        <Typography variant="body2" color="text.secondary">
          {cost.feature}
        </Typography>
      </Box>
      <TextInput
        label="Cost"
        type="number"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        error={!valid}
        helperText={valid ? undefined : 'A whole number, 0 or more'}
      />
      <FormControlLabel control={<Switch checked={active} onChange={(e) => setActive(e.target.checked)} />} label="Charged" sx={{ mr: 0 }} />
      <Button variant="contained" onClick={() => void save()} disabled={!valid || !changed || saving}>
        Save
      </Button>
    </Box>
  );
}

/** What each AI feature costs; a feature that is not charged is free. */
export function TicketCostsPanel() {
  const { data, error, mutate } = useTicketCosts();
  return (
    <Card sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        Ticket Costs
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        What each AI feature costs per use. Features that are not charged are free for everyone.
      </Typography>
      {error && !data ? (
        <LoadError text="Error loading ticket costs. Please try again." onRetry={() => void mutate()} />
      ) : !data ? (
        <Stack spacing={1.5} role="status" aria-label="Loading ticket costs" sx={{ pt: 1 }}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={48} />
          ))}
        </Stack>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {data.map((cost) => (
            <CostRow key={`${cost.feature}:${cost.cost}:${cost.isActive}`} cost={cost} onSaved={() => void mutate()} />
          ))}
        </Box>
      )}
    </Card>
  );
}
