import LinearProgress from '@mui/material/LinearProgress';
import { stockColor } from '../inventoryRules';

/** How much of a pantry item is left: red at 15% or less, orange at 50% or less, green above. */
export function StockBar({ name, percentage, height = 8 }: { name: string; percentage: number; height?: number }) {
  return (
    <LinearProgress
      variant="determinate"
      value={percentage}
      color={stockColor(percentage)}
      aria-label={`Amount of ${name} left`}
      aria-valuetext={`${percentage}%`}
      data-color={stockColor(percentage)}
      sx={{ height, borderRadius: height, bgcolor: 'rgba(42,31,26,0.08)', '& .MuiLinearProgress-bar': { borderRadius: height } }}
    />
  );
}
