import type { SxProps, Theme } from '@mui/material/styles';

type SxArray = Extract<SxProps<Theme>, ReadonlyArray<unknown>>;

/** A component's `sx` prop as a list, to put after its own styles: `sx={[own, ...sxList(sx)]}` (MUI's pattern). */
export function sxList(sx: SxProps<Theme> | undefined): SxArray {
  return (Array.isArray(sx) ? sx : [sx]) as SxArray;
}
