import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import DoneAllRounded from '@mui/icons-material/DoneAllRounded';
import KeyboardRounded from '@mui/icons-material/KeyboardRounded';
import { StepTimerButtons } from '../timers/StepTimerButtons';

export interface StepNavProps {
  stepIndex: number;
  stepCount: number;
  /** The current step is done (on the last step, Next has nothing left to do). */
  stepDone: boolean;
  disabled: boolean;
  onPrevious: () => void;
  onNext: () => void;
}

/** Previous and Next (which completes the recipe on the last step), big enough to hit with a floury finger. */
export function StepNavButtons({ stepIndex, stepCount, stepDone, disabled, onPrevious, onNext }: StepNavProps) {
  const last = stepIndex >= stepCount - 1;
  const finished = last && stepDone;
  return (
    <Stack direction="row" spacing={1.5} sx={{ width: '100%' }}>
      <Button
        variant="outlined"
        size="large"
        startIcon={<ArrowBackRounded />}
        disabled={disabled || stepIndex <= 0}
        onClick={onPrevious}
        sx={{ flex: 1, minHeight: 56, bgcolor: 'background.paper' }}
      >
        Previous
      </Button>
      <Button
        variant="contained"
        size="large"
        color={last ? 'secondary' : 'primary'}
        endIcon={last ? <DoneAllRounded /> : <ArrowForwardRounded />}
        disabled={disabled || finished}
        onClick={onNext}
        sx={{
          flex: 1.4,
          minHeight: 56,
          '&.Mui-disabled': finished ? { bgcolor: (t) => alpha(t.palette.success.main, 0.14), color: 'success.dark' } : undefined,
        }}
      >
        Next
      </Button>
    </Stack>
  );
}

export const KEYBOARD_HINT = 'Keyboard: ← previous step, → next step, Space marks the current step done';

interface CurrentStepCardProps extends StepNavProps {
  text: string;
  /** Previous/Next inside the card (wide screens); phones use the bottom bar instead. */
  showNav: boolean;
}

/** The step being cooked, large and readable, with its timers. */
export function CurrentStepCard({ text, showNav, ...nav }: CurrentStepCardProps) {
  const { stepIndex, stepCount, stepDone } = nav;
  return (
    <Card
      component="section"
      aria-label="Current step"
      sx={{
        p: { xs: 2.5, sm: 3.5 },
        mb: 3,
        position: 'relative',
        overflow: 'hidden',
        borderColor: (t) => alpha(t.palette.primary.main, 0.25),
        background: (t) => `linear-gradient(160deg, ${alpha(t.palette.warning.main, 0.1)} 0%, ${t.palette.background.paper} 55%)`,
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 2 }}>
        <Typography variant="overline" color="primary" sx={{ fontSize: '0.85rem' }}>
          Step {stepIndex + 1} of {stepCount}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          {stepDone && <Chip icon={<CheckCircleRounded />} label="Done" color="success" size="small" variant="outlined" />}
          {showNav && (
            <Tooltip title={KEYBOARD_HINT} describeChild>
              <IconButton size="small" aria-label="Keyboard shortcuts" sx={{ color: 'text.secondary' }}>
                <KeyboardRounded fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
        </Stack>
      </Stack>
      <Box sx={{ display: 'flex', gap: { xs: 1.5, sm: 2.5 }, alignItems: 'flex-start', mb: 3 }}>
        <Box
          aria-hidden
          sx={{
            flexShrink: 0,
            width: { xs: 44, sm: 56 },
            height: { xs: 44, sm: 56 },
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: stepDone ? 'success.main' : 'primary.main',
            color: '#fff',
            fontWeight: 800,
            fontSize: { xs: '1.25rem', sm: '1.5rem' },
          }}
        >
          {stepIndex + 1}
        </Box>
        <Typography
          data-testid="current-step"
          aria-live="polite"
          sx={{ fontSize: { xs: '1.3rem', sm: '1.55rem', lg: '1.7rem' }, lineHeight: 1.5, fontWeight: 500, overflowWrap: 'anywhere' }}
        >
          {text}
        </Typography>
      </Box>
      <Box sx={{ mb: showNav ? 3 : 0 }}>
        <StepTimerButtons stepIndex={stepIndex} stepText={text} />
      </Box>
      {showNav && <StepNavButtons {...nav} />}
    </Card>
  );
}
