import { useState, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import { alpha, useTheme } from '@mui/material/styles';
import LogoutRounded from '@mui/icons-material/LogoutRounded';
import MenuRounded from '@mui/icons-material/MenuRounded';
import type { User } from '../../api/client';
import { BrandLogo } from '../../components/BrandLogo';
import { MAIN_CONTENT_ID } from './mainContent';
import { OfflineBanner } from './OfflineSync';
import { SkipLink } from './SkipLink';
import { UserAvatar } from '../../components/UserAvatar';
import { lazyWhenOpen } from '../../components/lazyWhenOpen';
import { visuallyHidden } from '../../components/visuallyHidden';
import { useSignOut } from '../../features/auth';
import { HeaderNotificationBell } from '../../features/community';
import { useTicketBalance } from '../../features/tickets';
import { buildNavigation, type NavItem } from './navigation';

const MobileMenu = lazyWhenOpen(() => import('./MobileMenu'));

/** The spec's mobile breakpoint: below 768 px the header collapses into a menu. */
export const MOBILE_QUERY = '(max-width:767.95px)';

function DesktopLink({ item, showIcon }: { item: NavItem; showIcon: boolean }) {
  return (
    <Button
      component={NavLink}
      to={item.to}
      end={item.end}
      startIcon={showIcon ? item.icon : undefined}
      size="small"
      sx={{
        color: 'text.secondary',
        minWidth: 0,
        px: { md: 0.5, lg: 1.25, xl: 1.75 },
        py: 0.75,
        whiteSpace: 'nowrap',
        fontSize: { md: '0.875rem', lg: '0.925rem' },
        '& .MuiButton-startIcon': { mr: 0.75 },
        '&:hover': { color: 'text.primary', bgcolor: (t) => alpha(t.palette.primary.main, 0.06) },
        '&.active': { color: 'primary.dark', bgcolor: (t) => alpha(t.palette.primary.main, 0.12) },
      }}
    >
      {item.label}
    </Button>
  );
}

function NavGroup({ items, label, showIcons }: { items: NavItem[]; label: string; showIcons: boolean }) {
  return (
    <Box
      component="nav"
      aria-label={label}
      sx={{ display: 'flex', gap: 0.25, p: 0.5, borderRadius: 999, bgcolor: (t) => alpha(t.palette.text.primary, 0.04) }}
    >
      {items.map((item) => (
        <DesktopLink key={item.to} item={item} showIcon={showIcons} />
      ))}
    </Box>
  );
}

/** Header and page frame for signed-in screens. */
export function AppShell({ user, children }: { user: User; children: ReactNode }) {
  const theme = useTheme();
  const isMobile = useMediaQuery(MOBILE_QUERY, { noSsr: true });
  // Icons beside the links only where all of them fit (seven links, the bell, the profile and Logout).
  const showIcons = useMediaQuery(theme.breakpoints.up('xl'), { noSsr: true });
  // The menu is open for the page it was opened on, at phone width: leaving either closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const { balance } = useTicketBalance({ followChanges: true });
  const { signOut, isPending } = useSignOut();
  const location = useLocation();
  const nav = buildNavigation({ isAdmin: user.isAdmin, ticketBalance: balance });

  const menuOpen = isMobile && menuOpenOn === location.pathname;
  const setMenuOpen = (open: boolean) => setMenuOpenOn(open ? location.pathname : null);

  const logout = () => {
    setMenuOpen(false);
    void signOut();
  };

  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <AppBar
        position="sticky"
        color="inherit"
        elevation={0}
        sx={{ bgcolor: (t) => alpha(t.palette.background.paper, 0.88), backdropFilter: 'blur(12px)', borderBottom: 1, borderColor: 'divider' }}
      >
        <Toolbar
          sx={{
            width: '100%',
            maxWidth: 1280,
            mx: 'auto',
            gap: { md: 0.75, lg: 1.5, xl: 2 },
            minHeight: { xs: 64, md: 68 },
            px: { xs: 2, sm: 3, md: 2, lg: 3 },
          }}
        >
          {/* Between the phone's menu and a wide screen the navigation needs the room: the badge alone (still named 'Savor home'). */}
          <Box sx={{ display: 'flex', flexShrink: 0, '& a > .MuiTypography-root': { display: { md: 'none', xl: 'inline' } } }}>
            <BrandLogo size={isMobile ? 'small' : 'medium'} />
          </Box>
          {isMobile ? (
            <>
              <Box sx={{ flex: 1 }} />
              <HeaderNotificationBell sx={{ mr: 0.5 }} />
              <IconButton
                aria-label="Open menu"
                onClick={() => setMenuOpen(true)}
                {...MobileMenu.preloadProps}
                edge="end"
                sx={{ border: 1, borderColor: 'divider' }}
              >
                <MenuRounded />
              </IconButton>
            </>
          ) : (
            <>
              <Box sx={{ flex: 1, display: 'flex', justifyContent: 'center', gap: { md: 0.5, lg: 1, xl: 2 } }}>
                <NavGroup items={nav.kitchen} label="Kitchen" showIcons={showIcons} />
                <NavGroup items={nav.social} label="Community and tickets" showIcons={showIcons} />
              </Box>
              <Stack
                direction="row"
                spacing={{ md: 0, lg: 0.5 }}
                sx={{ alignItems: 'center', '& > .MuiIconButton-root, & > span > .MuiIconButton-root': { p: { md: 0.75, lg: 1 } } }}
              >
                <HeaderNotificationBell sx={{ color: 'text.secondary' }} />
                {nav.account.map((item) =>
                  item.to === '/profile' ? (
                    <Button
                      key={item.to}
                      component={NavLink}
                      to={item.to}
                      sx={{
                        color: 'text.primary',
                        pl: 0.5,
                        pr: { md: 0.5, lg: 1.5 },
                        minWidth: 0,
                        gap: 1,
                        '&.active': { bgcolor: (t) => alpha(t.palette.primary.main, 0.1) },
                      }}
                    >
                      {/* Named by the word 'Profile' (shown from 1024 px, kept for screen readers below), not by the initials. */}
                      <UserAvatar name={user.name} src={user.profilePicture} size={34} aria-hidden />
                      <Box component="span" sx={(t) => ({ [t.breakpoints.down('lg')]: visuallyHidden })}>
                        Profile
                      </Box>
                    </Button>
                  ) : (
                    <DesktopLink key={item.to} item={item} showIcon={showIcons} />
                  ),
                )}
                <Tooltip title="Logout">
                  <span>
                    <IconButton aria-label="Logout" onClick={logout} disabled={isPending} sx={{ color: 'text.secondary' }}>
                      <LogoutRounded fontSize="small" />
                    </IconButton>
                  </span>
                </Tooltip>
              </Stack>
            </>
          )}
        </Toolbar>
      </AppBar>

      <OfflineBanner accountId={user.id} />

      {isMobile && (
        <MobileMenu
          open={menuOpen}
          onClose={() => setMenuOpen(false)}
          user={user}
          items={[...nav.kitchen, ...nav.social, ...nav.account]}
          onLogout={logout}
          loggingOut={isPending}
        />
      )}

      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{ outline: 'none', flex: 1, width: '100%', maxWidth: 1280, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 3, sm: 4 } }}
      >
        {children}
      </Box>
    </Box>
  );
}
