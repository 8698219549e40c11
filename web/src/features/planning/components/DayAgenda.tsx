import { useId } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { MEALS, type Meal, type MealPlanEntry } from '../api';
import { dayLabel, dayOfMonth, shortWeekday, type CalendarDate } from '../dates';
import { DayMenu } from './DayMenu';
import { MEAL_ICONS, MealSlot, MealSlotSkeleton } from './MealSlot';
import { usePlanBoard } from './PlanBoard';

/** Mon 23 … Sun 29: one button a day, the chosen one pressed; today marked. */
function DayStrip({ days, selected, onSelect }: { days: CalendarDate[]; selected: CalendarDate; onSelect: (date: CalendarDate) => void }) {
  const { today } = usePlanBoard();
  return (
    <Box role="group" aria-label="Day" sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 0.5, mb: 2 }}>
      {days.map((date) => {
        const pressed = date === selected;
        const isToday = date === today;
        return (
          <ButtonBase
            key={date}
            aria-pressed={pressed}
            aria-current={isToday ? 'date' : undefined}
            onClick={() => onSelect(date)}
            sx={{
              flexDirection: 'column',
              py: 1,
              borderRadius: '14px',
              border: 1,
              borderColor: pressed ? 'primary.main' : isToday ? (t) => alpha(t.palette.primary.main, 0.45) : 'divider',
              bgcolor: pressed ? 'primary.main' : 'background.paper',
              color: pressed ? 'primary.contrastText' : 'text.primary',
              '&:hover': { bgcolor: pressed ? 'primary.dark' : (t) => alpha(t.palette.primary.main, 0.06) },
            }}
          >
            <Box
              component="span"
              sx={{ display: 'block', fontSize: '0.72rem', fontWeight: 700, textTransform: 'uppercase', letterSpacing: '0.06em', opacity: 0.85 }}
            >
              {shortWeekday(date)}
            </Box>{' '}
            <Box component="span" sx={{ display: 'block', fontSize: '1.15rem', fontWeight: 800, lineHeight: 1.3 }}>
              {dayOfMonth(date)}
            </Box>
            <Box
              component="span"
              aria-hidden
              sx={{
                width: 5,
                height: 5,
                borderRadius: '50%',
                mt: 0.25,
                bgcolor: isToday ? (pressed ? 'primary.contrastText' : 'primary.main') : 'transparent',
              }}
            />
          </ButtonBase>
        );
      })}
    </Box>
  );
}

function MealCard({ date, meal, entries }: { date: CalendarDate; meal: Meal; entries: MealPlanEntry[] | undefined }) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ p: 1, borderRadius: '18px' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', px: 0.75, pt: 0.25, pb: 0.5 }}>
        <Box aria-hidden sx={{ display: 'flex', fontSize: 20, color: 'primary.main' }}>
          {MEAL_ICONS[meal]}
        </Box>
        <Typography id={headingId} variant="subtitle1" component="h4" sx={{ fontWeight: 700 }}>
          {meal}
        </Typography>
      </Stack>
      {entries ? <MealSlot date={date} meal={meal} entries={entries} /> : <MealSlotSkeleton entries={meal === 'Dinner' ? 1 : 0} />}
    </Card>
  );
}

/** The week on a phone: the day strip, then the chosen day's four meals. */
export function DayAgenda({
  days,
  selected,
  onSelect,
  entries,
}: {
  days: CalendarDate[];
  selected: CalendarDate;
  onSelect: (date: CalendarDate) => void;
  entries: MealPlanEntry[] | undefined;
}) {
  return (
    <Box aria-busy={!entries || undefined}>
      <DayStrip days={days} selected={selected} onSelect={onSelect} />
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1.5 }}>
        <Typography variant="h6" component="h3">
          {dayLabel(selected)}
        </Typography>
        {entries && <DayMenu date={selected} />}
      </Stack>
      <Stack spacing={1.5}>
        {MEALS.map((meal) => (
          <MealCard key={meal} date={selected} meal={meal} entries={entries?.filter((e) => e.date === selected && e.meal === meal)} />
        ))}
      </Stack>
    </Box>
  );
}
