import { useId, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { SxProps, Theme } from '@mui/material/styles';
import AddShoppingCartRounded from '@mui/icons-material/AddShoppingCartRounded';
import MoreHorizRounded from '@mui/icons-material/MoreHorizRounded';
import { sxList } from '../../../components/sxList';
import { dayLabel, type CalendarDate } from '../dates';
import { usePlanBoard } from './PlanBoard';

/** The day header's menu: 'Add day to shopping list'. */
export function DayMenu({ date, sx }: { date: CalendarDate; sx?: SxProps<Theme> }) {
  const { addDayToShoppingList } = usePlanBoard();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const open = anchor !== null;
  return (
    <>
      <IconButton
        size="small"
        aria-label={`More for ${dayLabel(date)}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={[{ color: 'text.secondary' }, ...sxList(sx)]}
      >
        <MoreHorizRounded fontSize="small" />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={open} onClose={() => setAnchor(null)}>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            addDayToShoppingList(date);
          }}
        >
          <ListItemIcon>
            <AddShoppingCartRounded fontSize="small" />
          </ListItemIcon>
          Add day to shopping list
        </MenuItem>
      </Menu>
    </>
  );
}
