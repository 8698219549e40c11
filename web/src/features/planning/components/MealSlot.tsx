import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { alpha } from '@mui/material/styles';
import AddRounded from '@mui/icons-material/AddRounded';
import CookieRounded from '@mui/icons-material/CookieRounded';
import DinnerDiningRounded from '@mui/icons-material/DinnerDiningRounded';
import FreeBreakfastRounded from '@mui/icons-material/FreeBreakfastRounded';
import LunchDiningRounded from '@mui/icons-material/LunchDiningRounded';
import type { Meal, MealPlanEntry } from '../api';
import { dayLabel, type CalendarDate } from '../dates';
import { PlanEntryItem } from './PlanEntryItem';
import { slotId, usePlanBoard } from './PlanBoard';

export const MEAL_ICONS: Record<Meal, ReactNode> = {
  Breakfast: <FreeBreakfastRounded fontSize="inherit" />,
  Lunch: <LunchDiningRounded fontSize="inherit" />,
  Dinner: <DinnerDiningRounded fontSize="inherit" />,
  Snack: <CookieRounded fontSize="inherit" />,
};

/** 'Dinner on Friday 27 November' */
export const slotLabel = (date: CalendarDate, meal: Meal) => `${meal} on ${dayLabel(date)}`;

/** A day's meal: its entries, in the plan's order, and 'Add'; a drop target for recipes and entries. */
export function MealSlot({ date, meal, entries }: { date: CalendarDate; meal: Meal; entries: MealPlanEntry[] }) {
  const board = usePlanBoard();
  const id = slotId(date, meal);
  const over = board.dropTarget === id;
  const label = slotLabel(date, meal);

  return (
    <Box
      {...board.dropTargetProps(date, meal)}
      data-slot={id}
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        gap: 0.75,
        p: 0.75,
        borderRadius: '14px',
        outline: '2px dashed',
        outlineColor: over ? 'primary.main' : 'transparent',
        outlineOffset: -2,
        bgcolor: over ? (t) => alpha(t.palette.primary.main, 0.08) : 'transparent',
        transition: 'background-color 120ms, outline-color 120ms',
        // The entry cards ask how wide their slot is (a picture only where there is room).
        containerType: 'inline-size',
      }}
    >
      {entries.length > 0 && (
        <Box component="ul" aria-label={label} sx={{ m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 0.75 }}>
          {entries.map((entry) => (
            <PlanEntryItem key={entry.id} entry={entry} />
          ))}
        </Box>
      )}
      <Button
        size="small"
        startIcon={<AddRounded />}
        aria-label={`Add to ${label}`}
        data-slot-add={id}
        onClick={() => board.openAdd(date, meal)}
        sx={{
          justifyContent: 'flex-start',
          color: 'text.secondary',
          borderRadius: '10px',
          px: 1,
          minHeight: 32,
          '&:hover': { color: 'primary.dark', bgcolor: (t) => alpha(t.palette.primary.main, 0.06) },
        }}
      >
        Add
      </Button>
    </Box>
  );
}

/** A slot while the week loads: about where entries will be, then the Add button's place. */
export function MealSlotSkeleton({ entries }: { entries: number }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.75, p: 0.75 }}>
      {Array.from({ length: entries }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={88} sx={{ borderRadius: '12px' }} />
      ))}
      <Skeleton variant="rounded" height={32} width={64} sx={{ borderRadius: '10px' }} />
    </Box>
  );
}
