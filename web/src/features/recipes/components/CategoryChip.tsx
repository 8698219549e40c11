import Chip, { type ChipProps } from '@mui/material/Chip';
import { alpha, darken } from '@mui/material/styles';
import { CATEGORY_COLORS, categoryImageKey } from '../recipeHelpers';
import { sxList } from '../../../components/sxList';

/** A category badge in the category's colour. */
export function CategoryChip({ category, size = 'small', sx, ...rest }: { category: string } & Omit<ChipProps, 'label'>) {
  const color = CATEGORY_COLORS[categoryImageKey(category)];
  return (
    <Chip
      label={category || 'Recipe'}
      size={size}
      sx={[{ bgcolor: alpha(color, 0.16), color: darken(color, 0.45), border: `1px solid ${alpha(color, 0.35)}`, fontWeight: 700 }, ...sxList(sx)]}
      {...rest}
    />
  );
}
