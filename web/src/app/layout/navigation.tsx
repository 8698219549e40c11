import type { ReactNode } from 'react';
import AdminPanelSettingsRounded from '@mui/icons-material/AdminPanelSettingsRounded';
import CalendarMonthRounded from '@mui/icons-material/CalendarMonthRounded';
import ConfirmationNumberRounded from '@mui/icons-material/ConfirmationNumberRounded';
import ExploreRounded from '@mui/icons-material/ExploreRounded';
import HomeRounded from '@mui/icons-material/HomeRounded';
import MenuBookRounded from '@mui/icons-material/MenuBookRounded';
import PersonRounded from '@mui/icons-material/PersonRounded';
import ShoppingCartRounded from '@mui/icons-material/ShoppingCartRounded';

export interface NavItem {
  to: string;
  label: string;
  icon: ReactNode;
  end?: boolean;
}

export interface NavGroups {
  /** Home, My Recipes, Meal Plan and Shopping List. */
  kitchen: NavItem[];
  /** Discover and Tickets. */
  social: NavItem[];
  /** Profile, and Admin for admins. */
  account: NavItem[];
}

/** The header links of spec document 1 §2 Navigation, in its desktop groups. */
export function buildNavigation({ isAdmin, ticketBalance }: { isAdmin: boolean; ticketBalance: number }): NavGroups {
  return {
    kitchen: [
      { to: '/', label: 'Home', icon: <HomeRounded fontSize="small" />, end: true },
      { to: '/recipes', label: 'My Recipes', icon: <MenuBookRounded fontSize="small" /> },
      { to: '/meal-plan', label: 'Meal Plan', icon: <CalendarMonthRounded fontSize="small" /> },
      { to: '/shopping-pantry', label: 'Shopping List', icon: <ShoppingCartRounded fontSize="small" /> },
    ],
    social: [
      { to: '/community', label: 'Discover', icon: <ExploreRounded fontSize="small" /> },
      { to: '/tickets', label: `Tickets (${ticketBalance})`, icon: <ConfirmationNumberRounded fontSize="small" /> },
    ],
    account: [
      { to: '/profile', label: 'Profile', icon: <PersonRounded fontSize="small" /> },
      ...(isAdmin ? [{ to: '/admin', label: 'Admin', icon: <AdminPanelSettingsRounded fontSize="small" /> }] : []),
    ],
  };
}
