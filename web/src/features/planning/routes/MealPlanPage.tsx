import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddShoppingCartRounded from '@mui/icons-material/AddShoppingCartRounded';
import AutoAwesomeRounded from '@mui/icons-material/AutoAwesomeRounded';
import CalendarMonthRounded from '@mui/icons-material/CalendarMonthRounded';
import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import EventNoteRounded from '@mui/icons-material/EventNoteRounded';
import { useWideScreen } from '../../../app/useWideScreen';
import { EmptyState } from '../../../components/EmptyState';
import { LoadError } from '../../../components/LoadError';
import { NeedsConnection } from '../../../components/NeedsConnection';
import { useToast } from '../../../components/toast';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { ListHeader } from '../../recipes';
import type { Meal, MealPlanEntry, SuggestedEntry } from '../api';
import { addDays, isCalendarDate, localDate, mondayOf, rangeLabel, weekOf, type CalendarDate } from '../dates';
import { preloadMealPlan, useMealPlan } from '../hooks/useMealPlan';
import { useAddPlanToShoppingList, usePlanActions } from '../hooks/usePlanActions';
import AddEntryDialog from '../components/AddEntryDialog';
import CalendarDialog from '../components/CalendarDialog';
import { DayAgenda } from '../components/DayAgenda';
import MoveEntryDialog from '../components/MoveEntryDialog';
import { PlanBoardProvider } from '../components/PlanBoard';
import { RecipeSideList } from '../components/RecipeSideList';
import SuggestDialog from '../components/SuggestDialog';
import { WeekTable } from '../components/WeekTable';
import { focusSoon } from '../components/focus';

/**
 * From this width the week is a table; below it, one day at a time. The spec's mobile breakpoint (where the
 * header folds into its menu too): narrower, a table's meal cells would be under 100 px, too narrow to read.
 */
export const TABLE_MIN = 768;
/** From this width 'Your recipes' is beside the week, to drag from. */
export const SIDE_LIST_MIN = 1200;

const WEEK_BUTTON = { border: 1, borderColor: 'divider', bgcolor: 'background.paper', flexShrink: 0 } as const;

/** The week asked for in ?week= (any day of it: its Monday), else this week. */
function useWeek(today: CalendarDate) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('week');
  const thisMonday = mondayOf(today);
  const monday = isCalendarDate(asked) ? mondayOf(asked) : thisMonday;

  // ?week= names the week by its Monday: another day of it (or this week's) is written that way.
  useEffect(() => {
    if (asked === null || asked === monday) return;
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (monday === thisMonday) next.delete('week');
        else next.set('week', monday);
        return next;
      },
      { replace: true },
    );
  }, [asked, monday, thisMonday, setParams]);

  const goTo = (week: CalendarDate) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      if (week === thisMonday) next.delete('week');
      else next.set('week', week);
      return next;
    });
  return { monday, isThisWeek: monday === thisMonday, goTo, thisMonday };
}

/**
 * The meal planner (/meal-plan): a week, Monday first, of 4 meals a day (a table on a wide screen, one day
 * at a time on a phone), kept in ?week= so a reload stays there. Entries are added with each meal's 'Add'
 * or dragged in from 'Your recipes', moved by dragging or 'Move to…', and every change shows at once.
 */
export default function MealPlanPage() {
  useDocumentTitle('Meal Plan');
  const { toast } = useToast();
  const today = localDate();
  const { monday, isThisWeek, goTo, thisMonday } = useWeek(today);
  const days = useMemo(() => weekOf(monday), [monday]);
  const sunday = days[6];
  const { entries, error, retry } = useMealPlan(monday, sunday);
  const actions = usePlanActions(monday, sunday);
  const addToShoppingList = useAddPlanToShoppingList();
  const wide = useWideScreen(TABLE_MIN);
  const withSideList = useWideScreen(SIDE_LIST_MIN);

  // The phone's chosen day, for the week it was chosen in; else today (this week) or Monday.
  const [picked, setPicked] = useState<{ week: CalendarDate; date: CalendarDate } | null>(null);
  const selected = picked?.week === monday ? picked.date : days.includes(today) ? today : monday;

  const [adding, setAdding] = useState<{ date: CalendarDate; meal: Meal; open: boolean; n: number } | null>(null);
  const [moving, setMoving] = useState<{ entry: MealPlanEntry; open: boolean } | null>(null);
  // Each dialog is mounted the first time it opens (the calendar's and Savorus' read their data then), and stays to animate closed.
  const [calendar, setCalendar] = useState({ open: false, opened: false });
  const [suggesting, setSuggesting] = useState({ open: false, n: 0 });

  const board = {
    today,
    actions,
    openAdd: (date: CalendarDate, meal: Meal) => setAdding((current) => ({ date, meal, open: true, n: (current?.n ?? 0) + 1 })),
    openMove: (entry: MealPlanEntry) => setMoving({ entry, open: true }),
    addDayToShoppingList: (date: CalendarDate) => void addToShoppingList(date, date, entries ?? []),
  };

  const move = (entry: MealPlanEntry, date: CalendarDate, meal: Meal) => {
    void actions.move(entry, date, meal);
    // The keyboard follows the entry to its new meal (or, out of this week, stays at its old meal's Add).
    focusSoon(
      date >= monday && date <= sunday && (wide || date === selected)
        ? `[data-entry-options="${entry.id}"]`
        : `[data-slot-add="${entry.date}:${entry.meal}"]`,
    );
  };

  const acceptSuggestions = async (accepted: SuggestedEntry[]) => {
    const results = await Promise.all(accepted.map(({ date, meal, recipe, servings }) => actions.add({ date, meal, recipe, servings })));
    const added = results.filter(Boolean).length;
    if (added > 0) toast({ title: `Added ${added} ${added === 1 ? 'meal' : 'meals'} to your plan`, variant: 'success' });
  };

  const week = rangeLabel(monday, sunday);
  const previous = addDays(monday, -7);
  const next = addDays(monday, 7);
  const preload = (week: CalendarDate) => ({
    onPointerEnter: () => void preloadMealPlan(week, addDays(week, 6)),
    onFocus: () => void preloadMealPlan(week, addDays(week, 6)),
  });

  return (
    <PlanBoardProvider {...board}>
      <ListHeader title="Meal Plan" subtitle="Plan the week's meals, then shop for all of them in one go.">
        <NeedsConnection>
          <Button
            variant="contained"
            sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
            startIcon={<AutoAwesomeRounded />}
            onClick={() => setSuggesting((s) => ({ open: true, n: s.n + 1 }))}
          >
            Plan my week with Savorus
          </Button>
        </NeedsConnection>
      </ListHeader>

      <Stack
        direction={{ xs: 'column', xl: 'row' }}
        spacing={{ xs: 1.5, xl: 2 }}
        sx={{ alignItems: { xs: 'stretch', xl: 'center' }, justifyContent: 'space-between', mb: { xs: 2, sm: 2.5 } }}
      >
        <Stack direction="row" spacing={{ xs: 0.5, sm: 1 }} sx={{ alignItems: 'center' }}>
          <Tooltip title="Previous week">
            <IconButton aria-label="Previous week" onClick={() => goTo(previous)} {...preload(previous)} sx={WEEK_BUTTON}>
              <ChevronLeftRounded />
            </IconButton>
          </Tooltip>
          <Tooltip title="Next week">
            <IconButton aria-label="Next week" onClick={() => goTo(next)} {...preload(next)} sx={WEEK_BUTTON}>
              <ChevronRightRounded />
            </IconButton>
          </Tooltip>
          <Typography
            variant="h5"
            component="h2"
            aria-live="polite"
            sx={{ px: { xs: 0.5, sm: 1 }, flex: { xs: 1, sm: 'none' }, whiteSpace: 'nowrap', fontSize: { xs: '1.05rem', sm: '1.3rem' } }}
          >
            {week}
          </Typography>
          <Button
            variant="outlined"
            size="small"
            onClick={() => goTo(thisMonday)}
            disabled={isThisWeek}
            {...preload(thisMonday)}
            sx={{ flexShrink: 0, px: 1.5 }}
          >
            This week
          </Button>
        </Stack>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            startIcon={<AddShoppingCartRounded />}
            onClick={() => void addToShoppingList(monday, sunday, entries ?? [])}
            disabled={!entries}
            sx={{ flex: { xs: '1 1 auto', sm: 'none' } }}
          >
            Add week to shopping list
          </Button>
          <Button
            variant="outlined"
            startIcon={<CalendarMonthRounded />}
            onClick={() => setCalendar({ open: true, opened: true })}
            sx={{ flex: { xs: '1 1 auto', sm: 'none' } }}
          >
            Subscribe in your calendar
          </Button>
        </Stack>
      </Stack>

      {error && !entries ? (
        <LoadError text="Could not load your meal plan." onRetry={retry} />
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: withSideList ? 'minmax(0, 1fr) 280px' : 'minmax(0, 1fr)',
            alignItems: 'start',
          }}
        >
          <Stack spacing={2} sx={{ minWidth: 0 }}>
            {entries?.length === 0 && (
              <EmptyState
                icon={<EventNoteRounded />}
                text="Nothing planned this week"
                hint="Add a recipe to any meal, or let Savorus plan your week."
                compact
              />
            )}
            {wide ? (
              <WeekTable days={days} entries={entries} />
            ) : (
              <DayAgenda days={days} selected={selected} onSelect={(date) => setPicked({ week: monday, date })} entries={entries} />
            )}
          </Stack>
          {withSideList && <RecipeSideList />}
        </Box>
      )}

      {adding && (
        <AddEntryDialog
          key={adding.n}
          open={adding.open}
          date={adding.date}
          meal={adding.meal}
          onClose={() => setAdding((current) => current && { ...current, open: false })}
          onAdd={(planned) => void actions.add(planned)}
        />
      )}
      {moving && (
        <MoveEntryDialog
          key={moving.entry.id}
          open={moving.open}
          entry={moving.entry}
          monday={monday}
          onClose={() => {
            setMoving((current) => current && { ...current, open: false });
            focusSoon(`[data-entry-options="${moving.entry.id}"]`);
          }}
          onMove={(date, meal) => move(moving.entry, date, meal)}
        />
      )}
      {calendar.opened && <CalendarDialog open={calendar.open} onClose={() => setCalendar({ open: false, opened: true })} />}
      {suggesting.n > 0 && (
        <SuggestDialog
          key={suggesting.n}
          open={suggesting.open}
          from={monday}
          to={sunday}
          onClose={() => setSuggesting((s) => ({ ...s, open: false }))}
          onAccept={(accepted) => void acceptSuggestions(accepted)}
        />
      )}
    </PlanBoardProvider>
  );
}
