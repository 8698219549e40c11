import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ratingSummaryText } from '../recipeHelpers';

interface RatingSummaryLineProps {
  averageRating: number;
  totalRatings: number;
  size?: 'small' | 'medium' | 'large';
}

/** Stars for the eye and '4.3 (12 ratings)' for everyone (the stars are decoration; the text says it all). */
export function RatingSummaryLine({ averageRating, totalRatings, size = 'small' }: RatingSummaryLineProps) {
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', minWidth: 0 }} data-testid="rating-summary">
      <Rating value={averageRating} precision={0.1} readOnly size={size} aria-hidden sx={{ color: '#E9A23B' }} />
      <Typography
        variant={size === 'large' ? 'body1' : 'body2'}
        color={totalRatings ? 'text.primary' : 'text.secondary'}
        sx={{ fontWeight: totalRatings ? 600 : 400 }}
        noWrap
      >
        {ratingSummaryText(averageRating, totalRatings)}
      </Typography>
    </Stack>
  );
}
