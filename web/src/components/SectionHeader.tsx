import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { sxList } from './sxList';
import { IconTile } from './IconTile';

/** A section's title (h2), a line under it, and its buttons on the right (below on a phone). */
interface SectionHeaderProps {
  title: ReactNode;
  /** The heading's id, for the section's aria-labelledby. */
  titleId?: string;
  subtitle?: ReactNode;
  icon?: ReactNode;
  children?: ReactNode;
  sx?: SxProps<Theme>;
}

export function SectionHeader({ title, titleId, subtitle, icon, children, sx }: SectionHeaderProps) {
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={[{ alignItems: 'center', mb: 2, flexWrap: 'wrap', rowGap: 1.5 }, ...sxList(sx)]}>
      {icon && <IconTile>{icon}</IconTile>}
      <Box sx={{ flex: '1 1 160px', minWidth: 0 }}>
        <Typography variant="h5" component="h2" id={titleId}>
          {title}
        </Typography>
        {subtitle && (
          <Typography variant="body2" color="text.secondary">
            {subtitle}
          </Typography>
        )}
      </Box>
      {children && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          {children}
        </Stack>
      )}
    </Stack>
  );
}
