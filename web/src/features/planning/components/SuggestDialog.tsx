import { useId, useState } from 'react';
import useSWR from 'swr';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AutoAwesomeRounded from '@mui/icons-material/AutoAwesomeRounded';
import ConfirmationNumberRounded from '@mui/icons-material/ConfirmationNumberRounded';
import { OFFLINE_REASON, useOnline } from '../../../api/online';
import { NeedsConnection } from '../../../components/NeedsConnection';
import { ticketCostLabel, useTicketCosts } from '../../tickets';
import {
  CAPABILITIES_KEY,
  MEALS,
  MEAL_PLAN_FEATURE,
  fetchCapabilities,
  suggestPlan,
  type Meal,
  type PlanSuggestion,
  type SuggestedEntry,
  type SuggestionEngine,
} from '../api';
import { dayLabel, type CalendarDate } from '../dates';
import { reasonOf } from '../hooks/usePlanActions';
import { RecipeThumb } from './RecipeThumb';

export const OFFLINE_PLAN_TEXT = 'Free: picks from your favourites and recent recipes';

/** What a suggestion costs here: 'Costs 5 tickets' with Savorus, the offline pick's line without an AI provider. */
/** Who drafts the plan (Savorus when the server has an AI provider, else the free offline pick) and what it costs. */
function useSuggestEngine(enabled: boolean): { engine?: SuggestionEngine; cost?: string } {
  const { data: capabilities } = useSWR(enabled ? CAPABILITIES_KEY : null, fetchCapabilities);
  const { costs } = useTicketCosts();
  if (!capabilities) return {};
  if (!capabilities.chat) return { engine: 'offline', cost: OFFLINE_PLAN_TEXT };
  if (!costs) return { engine: 'savorus' };
  const cost = costs.find((c) => c.feature === MEAL_PLAN_FEATURE)?.cost ?? 0;
  return { engine: 'savorus', cost: cost > 0 ? `Costs ${ticketCostLabel(cost)}` : 'Free' };
}

export interface SuggestDialogProps {
  open: boolean;
  from: CalendarDate;
  to: CalendarDate;
  onClose: () => void;
  /** Plans the accepted entries (the dialog has closed by then). */
  onAccept: (entries: SuggestedEntry[]) => void;
}

function MealChoice({ meals, onChange, disabled }: { meals: Set<Meal>; onChange: (meals: Set<Meal>) => void; disabled: boolean }) {
  const labelId = useId();
  const toggle = (meal: Meal, on: boolean) => {
    const next = new Set(meals);
    if (on) next.add(meal);
    else next.delete(meal);
    onChange(next);
  };
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0 }} aria-labelledby={labelId}>
      <FormLabel id={labelId} component="legend" sx={{ fontWeight: 600, color: 'text.primary', mb: 0.5 }}>
        Which meals?
      </FormLabel>
      <FormGroup row>
        {MEALS.map((meal) => (
          <FormControlLabel
            key={meal}
            label={meal}
            disabled={disabled}
            control={<Checkbox checked={meals.has(meal)} onChange={(_, on) => toggle(meal, on)} />}
          />
        ))}
      </FormGroup>
    </Box>
  );
}

function Preview({ suggestion, checked, onToggle }: { suggestion: PlanSuggestion; checked: Set<number>; onToggle: (index: number) => void }) {
  const listId = useId();
  if (suggestion.entries.length === 0) {
    return <Alert severity="info">Nothing to suggest yet: mark a few recipes as favourites or add some new ones, then ask again.</Alert>;
  }
  return (
    <Stack spacing={1.5}>
      <Typography id={listId} variant="body2" color="text.secondary">
        {suggestion.engine === 'savorus'
          ? `Suggested by Savorus${suggestion.ticketsSpent > 0 ? ` for ${ticketCostLabel(suggestion.ticketsSpent)}` : ''}. Untick what you don't want.`
          : "Picked from your favourites and recent recipes. Untick what you don't want."}
      </Typography>
      <Box component="ul" aria-labelledby={listId} sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: 0.75 }}>
        {suggestion.entries.map((entry, index) => (
          <Box
            component="li"
            key={`${entry.date}-${entry.meal}-${index}`}
            sx={{
              border: 1,
              borderColor: checked.has(index) ? 'divider' : 'transparent',
              borderRadius: '12px',
              bgcolor: checked.has(index) ? 'background.paper' : 'action.hover',
            }}
          >
            <FormControlLabel
              sx={{ m: 0, width: '100%', py: 0.5, pr: 1.5, alignItems: 'center' }}
              control={<Checkbox checked={checked.has(index)} onChange={() => onToggle(index)} />}
              label={
                <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center', minWidth: 0 }}>
                  <RecipeThumb src={entry.recipe.imageUrl} size={40} />
                  <Box sx={{ minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 700, lineHeight: 1.3, overflowWrap: 'anywhere' }}>{entry.recipe.name}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {entry.meal} · {dayLabel(entry.date)}
                    </Typography>
                  </Box>
                </Stack>
              }
            />
          </Box>
        ))}
      </Box>
    </Stack>
  );
}

/**
 * 'Plan my week with Savorus': the meals to fill, what it costs, then a preview of the suggestions (none
 * saved yet), each ticked; 'Add {n} to plan' plans the ticked ones. Refusals (402 not enough tickets, 503)
 * show the server's message.
 */
export default function SuggestDialog({ open, from, to, onClose, onAccept }: SuggestDialogProps) {
  const titleId = useId();
  const { engine, cost } = useSuggestEngine(open);
  const online = useOnline();
  const [meals, setMeals] = useState<Set<Meal>>(() => new Set<Meal>(['Dinner']));
  const [suggestion, setSuggestion] = useState<PlanSuggestion | null>(null);
  const [checked, setChecked] = useState<Set<number>>(new Set());
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const suggest = async () => {
    setPending(true);
    setProblem(null);
    try {
      const answer = await suggestPlan(
        from,
        to,
        MEALS.filter((m) => meals.has(m)),
        engine!,
      );
      setSuggestion(answer);
      setChecked(new Set(answer.entries.map((_, i) => i)));
    } catch (error) {
      setProblem(reasonOf(error));
    } finally {
      setPending(false);
    }
  };

  const toggle = (index: number) =>
    setChecked((current) => {
      const next = new Set(current);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });

  const accept = () => {
    if (!suggestion) return;
    const accepted = suggestion.entries.filter((_, i) => checked.has(i));
    onClose();
    onAccept(accepted);
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <AutoAwesomeRounded aria-hidden color="primary" />
          <span>Plan my week with Savorus</span>
        </Stack>
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2.5}>
          {suggestion ? (
            <Preview suggestion={suggestion} checked={checked} onToggle={toggle} />
          ) : (
            <>
              <Typography color="text.secondary">
                Savorus suggests recipes for the meals you choose, {dayLabel(from)} to {dayLabel(to)}. You see them first: nothing is planned until
                you add it.
              </Typography>
              <MealChoice meals={meals} onChange={setMeals} disabled={pending} />
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }}>
                <ConfirmationNumberRounded aria-hidden fontSize="small" />
                {cost ? (
                  <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="suggest-cost">
                    {cost}
                  </Typography>
                ) : online ? (
                  <Skeleton variant="text" width={160} />
                ) : (
                  // Not a placeholder that never fills: what it costs is read from the server.
                  <Typography variant="body2">{OFFLINE_REASON}</Typography>
                )}
              </Stack>
            </>
          )}
          {problem && <Alert severity="error">{problem}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        {suggestion ? (
          <>
            <Button
              color="inherit"
              onClick={() => {
                setSuggestion(null);
                setProblem(null);
              }}
            >
              Back
            </Button>
            <Button key="accept" variant="contained" onClick={accept} disabled={checked.size === 0}>
              Add {checked.size} to plan
            </Button>
          </>
        ) : (
          <>
            <Button color="inherit" onClick={onClose}>
              Cancel
            </Button>
            <NeedsConnection key="suggest">
              <Button
                variant="contained"
                onClick={() => void suggest()}
                disabled={pending || meals.size === 0 || !engine}
                startIcon={pending ? <CircularProgress size={16} color="inherit" aria-hidden /> : <AutoAwesomeRounded />}
              >
                {pending ? 'Suggesting…' : 'Suggest'}
              </Button>
            </NeedsConnection>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
