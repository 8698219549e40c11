import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import type { DietaryRestriction } from '../../../api/client';
import { SIGNUP_DIETARY_OPTIONS } from '../validation';

/** The sign-up form's optional dietary preferences (loaded when the form switches to sign-up). */
export default function DietaryChoices({
  selected,
  onToggle,
}: {
  selected: DietaryRestriction[];
  onToggle: (id: DietaryRestriction, checked: boolean) => void;
}) {
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>
        Dietary preferences{' '}
        <Typography component="span" variant="body2" color="text.secondary">
          (optional)
        </Typography>
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)' }, columnGap: 1 }}>
        {SIGNUP_DIETARY_OPTIONS.map((option) => (
          <FormControlLabel
            key={option.id}
            label={option.label}
            sx={{ mr: 0, '& .MuiFormControlLabel-label': { fontSize: '0.925rem' } }}
            control={
              <Checkbox
                id={option.id}
                name="dietaryRestrictions"
                value={option.id}
                size="small"
                checked={selected.includes(option.id)}
                onChange={(e) => onToggle(option.id, e.target.checked)}
              />
            }
          />
        ))}
      </Box>
    </Box>
  );
}
