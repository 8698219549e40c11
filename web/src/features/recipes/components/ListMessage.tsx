import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import CloudOffRounded from '@mui/icons-material/CloudOffRounded';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import RefreshRounded from '@mui/icons-material/RefreshRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';
import { NOT_SAVED_OFFLINE, useOnline } from '../../../api/online';

/** The message in place of a recipe grid: empty, nothing found, or failed, with a way onward. */
export function ListMessage({
  icon,
  title,
  hint,
  action,
  headingLevel = 'h2',
}: {
  icon: ReactNode;
  title: string;
  hint?: string;
  action?: ReactNode;
  /** The title's heading level: h2 under a screen's title, h1 when the message is the whole screen. */
  headingLevel?: 'h1' | 'h2' | 'h3';
}) {
  return (
    <Box
      sx={{
        textAlign: 'center',
        py: { xs: 6, sm: 8 },
        px: 2,
        borderRadius: 5,
        border: '1.5px dashed',
        borderColor: 'divider',
        bgcolor: 'rgba(255,255,255,0.55)',
      }}
    >
      <Box aria-hidden sx={{ color: 'primary.main', opacity: 0.75, mb: 1.5, '& svg': { fontSize: 48 } }}>
        {icon}
      </Box>
      <Typography variant="h5" component={headingLevel}>
        {title}
      </Typography>
      {hint && (
        <Typography color="text.secondary" sx={{ mt: 0.75 }}>
          {hint}
        </Typography>
      )}
      {action && <Box sx={{ mt: 3 }}>{action}</Box>}
    </Box>
  );
}

/** A list that could not load, in its place: what failed, the reason, and 'Try again' (offline: that it is not saved here). */
export function ListLoadError({
  title,
  hint,
  onRetry,
  headingLevel,
}: {
  title: string;
  hint?: string;
  onRetry: () => void;
  headingLevel?: 'h1' | 'h2' | 'h3';
}) {
  const online = useOnline();
  return (
    <ListMessage
      headingLevel={headingLevel}
      icon={online ? <ErrorOutlineRounded /> : <CloudOffRounded />}
      title={online ? title : NOT_SAVED_OFFLINE}
      hint={online ? hint : undefined}
      action={
        <Button variant="outlined" startIcon={<RefreshRounded />} onClick={onRetry}>
          Try again
        </Button>
      }
    />
  );
}

/** The heading of a recipe list screen: title, one line about it, and its main control on the right. */
export function ListHeader({ title, subtitle, children }: { title: string; subtitle: string; children?: ReactNode }) {
  return (
    <Stack
      component="header"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'flex-end' }, mb: { xs: 2.5, sm: 3.5 } }}
    >
      <Box>
        <Typography variant="h2" component="h1" sx={{ fontSize: { xs: '1.85rem', sm: '2.3rem' } }}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {subtitle}
        </Typography>
      </Box>
      {children}
    </Stack>
  );
}

/** A search box whose accessible name is its placeholder without the dots ('Search recipes...' → 'Search recipes'). */
export function SearchField({
  value,
  onChange,
  placeholder,
  autoFocus,
  sx,
}: {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  autoFocus?: boolean;
  sx?: SxProps<Theme>;
}) {
  return (
    <TextField
      autoFocus={autoFocus}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      placeholder={placeholder}
      slotProps={{
        htmlInput: { 'aria-label': placeholder.replace(/\.+$/, ''), type: 'search' },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchRounded />
            </InputAdornment>
          ),
        },
      }}
      sx={sx}
    />
  );
}
