import { useId, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import NoMealsRounded from '@mui/icons-material/NoMealsRounded';
import RestaurantMenuRounded from '@mui/icons-material/RestaurantMenuRounded';
import StickyNote2Rounded from '@mui/icons-material/StickyNote2Rounded';
import { LoadError } from '../../../components/LoadError';
import { tabIds, tabProps } from '../../../components/TabPanel';
import { clampLines } from '../../../components/clampLines';
import { SearchField } from '../../recipes';
import { NOTE_MAX, type Meal } from '../api';
import { dayLabel, type CalendarDate } from '../dates';
import type { NewPlanned } from '../hooks/usePlanActions';
import { useCookRecipes } from '../hooks/useCookRecipes';
import { recipeFacts } from '../format';
import { RecipeThumb } from './RecipeThumb';

/** The notes a cook writes most, one tap each. */
export const QUICK_NOTES = ['Leftovers', 'Eat out'];

type AddTab = 'recipe' | 'note';
const GROUP = 'plan-add';

export interface AddEntryDialogProps {
  open: boolean;
  date: CalendarDate;
  meal: Meal;
  onClose: () => void;
  /** Plans it (shown at once); the dialog closes straight away. */
  onAdd: (planned: NewPlanned) => void;
}

function RecipeChoices({ date, meal, onAdd }: Pick<AddEntryDialogProps, 'date' | 'meal' | 'onAdd'>) {
  const [search, setSearch] = useState('');
  const { recipes, error, isStale, retry } = useCookRecipes(search);
  const resultsId = useId();

  return (
    <Stack spacing={1.5} sx={{ flex: 1, minHeight: 0 }}>
      <SearchField value={search} onChange={setSearch} placeholder="Search your recipes..." autoFocus />
      <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto', opacity: isStale ? 0.6 : 1, transition: 'opacity 120ms' }}>
        {error && !recipes ? (
          <LoadError text="Could not load your recipes." onRetry={retry} />
        ) : !recipes ? (
          <Stack spacing={0.5} aria-busy>
            {Array.from({ length: 5 }, (_, i) => (
              <Stack key={i} direction="row" spacing={1.5} sx={{ alignItems: 'center', p: 1 }}>
                <Skeleton variant="rounded" width={48} height={48} sx={{ borderRadius: '10px' }} />
                <Box sx={{ flex: 1 }}>
                  <Skeleton variant="text" width="60%" />
                  <Skeleton variant="text" width="30%" />
                </Box>
              </Stack>
            ))}
          </Stack>
        ) : recipes.length === 0 ? (
          <Stack spacing={1} sx={{ alignItems: 'center', py: 5, color: 'text.secondary', textAlign: 'center' }}>
            <NoMealsRounded aria-hidden sx={{ fontSize: 36, opacity: 0.6 }} />
            <Typography>{search.trim() ? 'No recipes match your search.' : 'You have no recipes yet.'}</Typography>
          </Stack>
        ) : (
          <List id={resultsId} aria-label="Your recipes" disablePadding>
            {recipes.map((recipe) => (
              <ListItem key={recipe.id} disablePadding>
                <ListItemButton onClick={() => onAdd({ date, meal, recipe })} sx={{ borderRadius: '12px', gap: 1.5, py: 1 }}>
                  <RecipeThumb src={recipe.imageUrl} size={48} />
                  <Box sx={{ minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 700, lineHeight: 1.3, ...clampLines(2) }}>{recipe.name}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {recipeFacts(recipe, recipe.servings)}
                    </Typography>
                  </Box>
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </Box>
    </Stack>
  );
}

function NoteForm({ date, meal, onAdd }: Pick<AddEntryDialogProps, 'date' | 'meal' | 'onAdd'>) {
  const [note, setNote] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = note.trim();
    if (text) onAdd({ date, meal, note: text });
  };
  return (
    <Stack component="form" spacing={2.5} onSubmit={submit} noValidate>
      <Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Not cooking? Plan a note instead.
        </Typography>
        <Stack direction="row" spacing={1}>
          {QUICK_NOTES.map((text) => (
            <Chip key={text} label={text} icon={<StickyNote2Rounded />} variant="outlined" onClick={() => onAdd({ date, meal, note: text })} />
          ))}
        </Stack>
      </Box>
      <TextField
        label="Note"
        value={note}
        onChange={(event) => setNote(event.target.value)}
        placeholder="Dinner at Grandma's"
        slotProps={{ htmlInput: { maxLength: NOTE_MAX } }}
        helperText={`${note.length}/${NOTE_MAX}`}
      />
      <Box>
        <Button type="submit" variant="contained" disabled={!note.trim()}>
          Add note
        </Button>
      </Box>
    </Stack>
  );
}

/** 'Add to {meal}': one of the cook's recipes (searched as they type) or a note ('Leftovers', 'Eat out'). */
export default function AddEntryDialog({ open, date, meal, onClose, onAdd }: AddEntryDialogProps) {
  const titleId = useId();
  const [tab, setTab] = useState<AddTab>('recipe');
  const add = (planned: NewPlanned) => {
    onAdd(planned);
    onClose();
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId} sx={{ pb: 0.5 }}>
        Add to {meal}
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block', fontWeight: 500 }}>
          {dayLabel(date)}
        </Typography>
      </DialogTitle>
      <Tabs
        value={tab}
        onChange={(_, value: AddTab) => setTab(value)}
        aria-label="What to add"
        sx={{ px: 3, borderBottom: 1, borderColor: 'divider', '& .MuiTab-root': { fontWeight: 600, minHeight: 48 } }}
      >
        <Tab label="Recipe" icon={<RestaurantMenuRounded fontSize="small" />} iconPosition="start" {...tabProps(GROUP, 'recipe')} />
        <Tab label="Note" icon={<StickyNote2Rounded fontSize="small" />} iconPosition="start" {...tabProps(GROUP, 'note')} />
      </Tabs>
      {/* A fixed height, so the dialog does not jump as results come and go; the results scroll under the search. */}
      <DialogContent
        role="tabpanel"
        id={tabIds(GROUP, tab).panel}
        aria-labelledby={tabIds(GROUP, tab).tab}
        sx={{ height: { xs: 'min(60dvh, 440px)', sm: 440 }, display: 'flex', flexDirection: 'column', pt: '20px !important', overflow: 'hidden' }}
      >
        {tab === 'recipe' ? <RecipeChoices date={date} meal={meal} onAdd={add} /> : <NoteForm date={date} meal={meal} onAdd={add} />}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} color="inherit">
          Cancel
        </Button>
      </DialogActions>
    </Dialog>
  );
}
