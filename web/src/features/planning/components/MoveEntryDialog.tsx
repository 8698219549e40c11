import { useId, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MEALS, type Meal, type MealPlanEntry } from '../api';
import { addDays, dayLabel, rangeLabel, weekOf, type CalendarDate } from '../dates';
import { entryName } from '../format';

export interface MoveEntryDialogProps {
  open: boolean;
  entry: MealPlanEntry;
  /** The Monday of the week on screen: the days offered are this week's and the next. */
  monday: CalendarDate;
  onClose: () => void;
  onMove: (date: CalendarDate, meal: Meal) => void;
}

/** 'Move to…': another day (this week or the next) and meal, chosen by keyboard as easily as by pointer. */
export default function MoveEntryDialog({ open, entry, monday, onClose, onMove }: MoveEntryDialogProps) {
  const titleId = useId();
  const mealLabelId = useId();
  const [date, setDate] = useState(entry.date);
  const [meal, setMeal] = useState<Meal>(entry.meal);
  const weeks = [weekOf(monday), weekOf(addDays(monday, 7))];
  const unchanged = date === entry.date && meal === entry.meal;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!unchanged) onMove(date, meal);
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      // The page puts the focus back itself: on the moved entry, where it now is.
      disableRestoreFocus
    >
      <Box component="form" onSubmit={submit} noValidate sx={{ display: 'contents' }}>
        <DialogTitle id={titleId} sx={{ pb: 0.5 }}>
          Move to…
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block', fontWeight: 500, overflowWrap: 'anywhere' }}>
            {entryName(entry)}
          </Typography>
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1.5 }}>
            <TextField select label="Day" value={date} onChange={(event) => setDate(event.target.value)} slotProps={{ select: { native: true } }}>
              {weeks.map((days) => (
                <optgroup key={days[0]} label={rangeLabel(days[0], days[6])}>
                  {days.map((day) => (
                    <option key={day} value={day}>
                      {dayLabel(day)}
                    </option>
                  ))}
                </optgroup>
              ))}
            </TextField>
            <FormControl>
              <FormLabel id={mealLabelId} sx={{ fontWeight: 600, mb: 0.5 }}>
                Meal
              </FormLabel>
              <RadioGroup row aria-labelledby={mealLabelId} value={meal} onChange={(_, value) => setMeal(value as Meal)}>
                {MEALS.map((m) => (
                  <FormControlLabel key={m} value={m} control={<Radio />} label={m} />
                ))}
              </RadioGroup>
            </FormControl>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={onClose} color="inherit">
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={unchanged}>
            Move
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
