import { useId, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import DriveFileMoveRounded from '@mui/icons-material/DriveFileMoveRounded';
import MoreVertRounded from '@mui/icons-material/MoreVertRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import RemoveRounded from '@mui/icons-material/RemoveRounded';
import StickyNote2Rounded from '@mui/icons-material/StickyNote2Rounded';
import { clampLines } from '../../../components/clampLines';
import { visuallyHidden } from '../../../components/visuallyHidden';
import { recipePath } from '../../recipes';
import { MAX_SERVINGS, type MealPlanEntry } from '../api';
import { entryName, followPath, recipeFacts, servingsLabel } from '../format';
import { isSaved } from '../hooks/usePlanActions';
import { usePlanBoard, slotId } from './PlanBoard';
import { RecipeThumb } from './RecipeThumb';
import { focusSoon } from './focus';

/** A − or + of the servings: at its limit it stays focusable (aria-disabled) and does nothing. */
function StepButton({ label, onClick, disabled, children }: { label: string; onClick: () => void; disabled: boolean; children: ReactNode }) {
  return (
    <IconButton
      size="small"
      aria-label={label}
      aria-disabled={disabled}
      onClick={disabled ? undefined : onClick}
      sx={{ '&[aria-disabled="true"]': { opacity: 0.38, cursor: 'default', '&:hover': { bgcolor: 'transparent' } } }}
    >
      {children}
    </IconButton>
  );
}

function ServingsStepper({ entry }: { entry: MealPlanEntry }) {
  const { actions } = usePlanBoard();
  const labelId = useId();
  const servings = entry.servings ?? 1;
  return (
    <Stack direction="row" role="group" aria-labelledby={labelId} sx={{ alignItems: 'center', justifyContent: 'space-between', px: 1.5, py: 0.5 }}>
      <Typography id={labelId} variant="body2" sx={{ fontWeight: 700 }}>
        Servings
      </Typography>
      <Stack direction="row" sx={{ alignItems: 'center', border: 1, borderColor: 'divider', borderRadius: 999 }}>
        <StepButton label="Fewer servings" disabled={servings <= 1} onClick={() => void actions.setServings(entry, servings - 1)}>
          <RemoveRounded fontSize="small" />
        </StepButton>
        <Box
          component="output"
          aria-live="polite"
          aria-label={servingsLabel(servings)}
          sx={{ minWidth: 32, textAlign: 'center', fontWeight: 800, fontVariantNumeric: 'tabular-nums' }}
        >
          {servings}
        </Box>
        <StepButton label="More servings" disabled={servings >= MAX_SERVINGS} onClick={() => void actions.setServings(entry, servings + 1)}>
          <AddRounded fontSize="small" />
        </StepButton>
      </Stack>
    </Stack>
  );
}

/**
 * The entry's options, in a small panel: its servings (a recipe), 'Move to…' (the keyboard's way to move
 * it) and 'Remove'. A dialog-like popover rather than a menu, because the servings stepper is not a menu item.
 */
function EntryOptions({ entry, name }: { entry: MealPlanEntry; name: string }) {
  const board = usePlanBoard();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const panelId = useId();
  const headingId = useId();
  const open = anchor !== null;
  const close = () => setAnchor(null);
  const saved = isSaved(entry);

  return (
    <>
      <IconButton
        size="small"
        aria-label={`Options for ${name}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-disabled={!saved}
        data-entry-options={entry.id}
        onClick={(event) => saved && setAnchor(event.currentTarget)}
        sx={{ my: -0.5, mr: -0.5, flexShrink: 0, color: 'text.secondary' }}
      >
        <MoreVertRounded fontSize="small" />
      </IconButton>
      <Popover
        id={panelId}
        open={open}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': headingId, sx: { width: 248, borderRadius: '16px', py: 1 } } }}
      >
        <Typography id={headingId} variant="subtitle2" component="h2" sx={{ px: 1.5, pb: 0.75, ...clampLines(2) }}>
          {name}
        </Typography>
        {entry.recipe && <ServingsStepper entry={entry} />}
        <Divider sx={{ my: 0.75 }} />
        <Stack sx={{ px: 0.75, '& .MuiButton-root': { justifyContent: 'flex-start', borderRadius: '10px', px: 1 } }}>
          <Button
            color="inherit"
            startIcon={<DriveFileMoveRounded />}
            onClick={() => {
              close();
              board.openMove(entry);
            }}
          >
            Move to…
          </Button>
          <Button
            color="error"
            startIcon={<DeleteOutlineRounded />}
            onClick={() => {
              close();
              // The entry leaves: the keyboard carries on from its meal's Add button.
              focusSoon(`[data-slot-add="${slotId(entry.date, entry.meal)}"]`);
              void board.actions.remove(entry);
            }}
          >
            Remove
          </Button>
        </Stack>
      </Popover>
    </>
  );
}

/** One planned meal in a slot: a recipe (picture, name, time, servings, 'Start Cooking') or a note; draggable once saved. */
export function PlanEntryItem({ entry }: { entry: MealPlanEntry }) {
  const board = usePlanBoard();
  const saved = isSaved(entry);
  const name = entryName(entry);
  const { recipe } = entry;
  const isNote = entry.note !== undefined;

  return (
    <Box
      component="li"
      {...(saved ? board.dragSource({ kind: 'entry', entry }) : {})}
      data-testid="plan-entry"
      sx={{
        listStyle: 'none',
        p: 1,
        pb: 0.75,
        borderRadius: '12px',
        border: 1,
        borderColor: 'divider',
        bgcolor: isNote ? (t) => alpha(t.palette.warning.main, 0.1) : 'background.paper',
        opacity: saved ? 1 : 0.6,
        cursor: saved ? 'grab' : 'progress',
        boxShadow: '0 1px 2px rgba(42,31,26,0.05)',
        transition: 'box-shadow 120ms',
        '&:hover': { boxShadow: saved ? '0 2px 8px rgba(42,31,26,0.12)' : undefined },
        // In a narrow meal cell: no picture beside the name, and 'Start Cooking' as its icon (the words stay for screen readers).
        '@container (max-width: 159.95px)': {
          '& .plan-thumb': { display: 'none' },
          '& .plan-cook-text': visuallyHidden,
          '& .plan-note-icon': { display: 'none' },
        },
      }}
    >
      {recipe ? (
        <>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Box className="plan-thumb">
              <RecipeThumb src={recipe.imageUrl} size={36} />
            </Box>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Link
                component={RouterLink}
                to={recipePath(recipe)}
                draggable={false}
                color="text.primary"
                sx={{ fontWeight: 700, fontSize: '0.875rem', lineHeight: 1.3, ...clampLines(2), overflowWrap: 'break-word' }}
              >
                {recipe.name}
              </Link>
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block', lineHeight: 1.4, mt: 0.25 }}>
                {recipeFacts(recipe, entry.servings ?? recipe.servings)}
              </Typography>
            </Box>
          </Stack>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mt: 0.25, mb: -0.5 }}>
            <Link
              component={RouterLink}
              to={followPath(recipe)}
              draggable={false}
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25, fontSize: '0.8rem', py: 0.5 }}
            >
              <PlayArrowRounded aria-hidden sx={{ fontSize: 18 }} />
              <span className="plan-cook-text">Start Cooking</span>
              <Box component="span" sx={visuallyHidden}>
                {' '}
                {recipe.name}
              </Box>
            </Link>
            <EntryOptions entry={entry} name={name} />
          </Stack>
        </>
      ) : (
        <Stack direction="row" spacing={0.75} sx={{ alignItems: 'flex-start' }}>
          {isNote && <StickyNote2Rounded aria-hidden className="plan-note-icon" sx={{ fontSize: 18, mt: 0.25, color: 'warning.dark' }} />}
          <Typography
            variant="body2"
            sx={{
              flex: 1,
              minWidth: 0,
              fontWeight: isNote ? 600 : 500,
              fontStyle: isNote ? 'normal' : 'italic',
              color: isNote ? 'text.primary' : 'text.secondary',
              ...clampLines(3),
              overflowWrap: 'break-word',
            }}
          >
            {name}
          </Typography>
          <EntryOptions entry={entry} name={name} />
        </Stack>
      )}
    </Box>
  );
}
