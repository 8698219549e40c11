import { NavLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import CloseRounded from '@mui/icons-material/CloseRounded';
import LogoutRounded from '@mui/icons-material/LogoutRounded';
import type { User } from '../../api/client';
import { BrandLogo } from '../../components/BrandLogo';
import { UserAvatar } from '../../components/UserAvatar';
import { visuallyHidden } from '../../components/visuallyHidden';
import type { NavItem } from './navigation';

/** The phone's menu: a full-screen dialog with the cook, every destination and Logout (fetched the first time it opens). */
export default function MobileMenu({
  open,
  onClose,
  user,
  items,
  onLogout,
  loggingOut,
}: {
  open: boolean;
  onClose: () => void;
  user: User;
  items: NavItem[];
  onLogout: () => void;
  loggingOut: boolean;
}) {
  return (
    <Dialog
      fullScreen
      open={open}
      onClose={onClose}
      aria-labelledby="mobile-menu-title"
      slotProps={{ paper: { sx: { bgcolor: 'background.default' } } }}
    >
      <Typography id="mobile-menu-title" component="h2" sx={visuallyHidden}>
        Menu
      </Typography>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          px: 2,
          height: 64,
          borderBottom: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
        }}
      >
        <BrandLogo size="small" />
        <IconButton aria-label="Close menu" onClick={onClose} edge="end">
          <CloseRounded />
        </IconButton>
      </Box>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', px: 2.5, py: 2.5 }}>
        <UserAvatar name={user.name} src={user.profilePicture} size={48} />
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700 }} noWrap>
            {user.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            @{user.username}
          </Typography>
        </Box>
      </Stack>
      <Divider />
      <List component="nav" aria-label="Main" sx={{ px: 1.5, py: 1.5, flex: 1 }}>
        {items.map((item) => (
          <ListItemButton
            key={item.to}
            component={NavLink}
            to={item.to}
            end={item.end}
            onClick={onClose}
            sx={{
              borderRadius: 3,
              py: 1.5,
              mb: 0.5,
              '&.active': {
                bgcolor: (t) => alpha(t.palette.primary.main, 0.12),
                color: 'primary.dark',
                '& .MuiListItemIcon-root': { color: 'primary.main' },
              },
            }}
          >
            <ListItemIcon sx={{ minWidth: 44 }}>{item.icon}</ListItemIcon>
            <ListItemText primary={item.label} slotProps={{ primary: { sx: { fontWeight: 600, fontSize: '1.075rem' } } }} />
          </ListItemButton>
        ))}
      </List>
      <Box sx={{ p: 2.5, borderTop: 1, borderColor: 'divider' }}>
        <Button fullWidth size="large" variant="outlined" color="primary" startIcon={<LogoutRounded />} onClick={onLogout} disabled={loggingOut}>
          Logout
        </Button>
      </Box>
    </Dialog>
  );
}
