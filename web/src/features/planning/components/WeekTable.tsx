import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { visuallyHidden } from '../../../components/visuallyHidden';
import { MEALS, type MealPlanEntry } from '../api';
import { dayLabel, dayOfMonth, rangeLabel, shortWeekday, type CalendarDate } from '../dates';
import { DayMenu } from './DayMenu';
import { MEAL_ICONS, MealSlot, MealSlotSkeleton } from './MealSlot';
import { usePlanBoard } from './PlanBoard';

/** Where the skeleton draws an entry: a fixed pattern (a random one would change at each render). */
const SKELETON_ENTRIES = [
  [0, 1, 1, 0],
  [1, 0, 1, 0],
  [0, 1, 0, 1],
  [1, 0, 1, 0],
  [0, 0, 1, 0],
  [1, 1, 0, 0],
  [0, 0, 1, 1],
];

const DAY_COLUMN = { xs: 84, md: 104 };

function DayHeader({ date, isToday }: { date: CalendarDate; isToday: boolean }) {
  return (
    <Stack spacing={0.25} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="overline" aria-hidden sx={{ lineHeight: 1.2, color: isToday ? 'primary.main' : 'text.secondary' }}>
        {shortWeekday(date)}
      </Typography>
      <Typography
        aria-hidden
        sx={{
          fontSize: '1.7rem',
          fontWeight: 800,
          lineHeight: 1,
          color: isToday ? 'primary.dark' : 'text.primary',
          fontVariantNumeric: 'tabular-nums',
        }}
      >
        {dayOfMonth(date)}
      </Typography>
      <Box component="span" sx={visuallyHidden}>
        {dayLabel(date)}
      </Box>
      {isToday && <Chip label="Today" size="small" color="primary" sx={{ height: 22, mt: 0.5, fontSize: '0.72rem' }} />}
    </Stack>
  );
}

/**
 * The week on a wide screen: a table of the 7 days (rows, Monday first) by the 4 meals (columns), so a
 * screen reader names each cell's day and meal. Today's row is tinted. While loading, the same table with
 * skeletons in its cells: the loaded week takes exactly its place.
 */
export function WeekTable({ days, entries }: { days: CalendarDate[]; entries: MealPlanEntry[] | undefined }) {
  const { today } = usePlanBoard();
  return (
    <Card sx={{ p: 0, overflow: 'hidden' }}>
      <Box
        component="table"
        aria-busy={!entries || undefined}
        sx={{
          width: '100%',
          tableLayout: 'fixed',
          borderCollapse: 'separate',
          borderSpacing: 0,
          '& th, & td': { verticalAlign: 'top', textAlign: 'left' },
          '& thead th': { px: 1.5, py: 1.25, borderBottom: 1, borderColor: 'divider', bgcolor: 'rgba(42,31,26,0.02)' },
          '& tbody th': { position: 'relative', px: { xs: 1.25, md: 2 }, py: 1.5 },
          '& tbody tr + tr > *': { borderTop: 1, borderColor: 'divider' },
          '& tbody td': { borderLeft: 1, borderColor: 'divider', p: 0.5, height: 96 },
        }}
      >
        <Box component="caption" sx={visuallyHidden}>
          Meals planned for {rangeLabel(days[0], days[6])}
        </Box>
        <colgroup>
          <Box component="col" sx={{ width: DAY_COLUMN }} />
          {MEALS.map((meal) => (
            <col key={meal} />
          ))}
        </colgroup>
        <thead>
          <tr>
            <th scope="col">
              <Box component="span" sx={visuallyHidden}>
                Day
              </Box>
            </th>
            {MEALS.map((meal) => (
              <th scope="col" key={meal}>
                <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', color: 'text.secondary' }}>
                  <Box aria-hidden sx={{ display: 'flex', fontSize: 18, color: 'primary.main' }}>
                    {MEAL_ICONS[meal]}
                  </Box>
                  <Typography variant="subtitle2" component="span" sx={{ color: 'text.primary', fontWeight: 700 }}>
                    {meal}
                  </Typography>
                </Stack>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {days.map((date, row) => {
            const isToday = date === today;
            return (
              <Box
                component="tr"
                key={date}
                data-today={isToday || undefined}
                sx={isToday ? { bgcolor: (t) => alpha(t.palette.primary.main, 0.045) } : undefined}
              >
                <Box
                  component="th"
                  scope="row"
                  aria-current={isToday ? 'date' : undefined}
                  sx={isToday ? { boxShadow: (t) => `inset 4px 0 0 ${t.palette.primary.main}` } : undefined}
                >
                  <DayHeader date={date} isToday={isToday} />
                  {entries && <DayMenu date={date} sx={{ position: 'absolute', right: 4, bottom: 6 }} />}
                </Box>
                {MEALS.map((meal, column) => (
                  <td key={meal}>
                    {entries ? (
                      <MealSlot date={date} meal={meal} entries={entries.filter((e) => e.date === date && e.meal === meal)} />
                    ) : (
                      <MealSlotSkeleton entries={SKELETON_ENTRIES[row][column]} />
                    )}
                  </td>
                ))}
              </Box>
            );
          })}
        </tbody>
      </Box>
    </Card>
  );
}
