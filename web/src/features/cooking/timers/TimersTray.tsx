import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import AlarmOnRounded from '@mui/icons-material/AlarmOnRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import PauseRounded from '@mui/icons-material/PauseRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import TimerOutlined from '@mui/icons-material/TimerOutlined';
import { formatClock } from '../durations';
import { remainingOf, useCookingTimers, type CookingTimer } from './CookingTimers';

function TimerRow({ timer, now, compact }: { timer: CookingTimer; now: number; compact: boolean }) {
  const { pause, resume, cancel } = useCookingTimers();
  const left = remainingOf(timer, now);
  const done = timer.status === 'done';
  const paused = timer.status === 'paused';
  const elapsedPct = timer.durationMs > 0 ? Math.min(100, ((timer.durationMs - left) / timer.durationMs) * 100) : 100;
  return (
    <Box
      data-testid="cooking-timer"
      data-status={timer.status}
      sx={{
        position: 'relative',
        overflow: 'hidden',
        flexShrink: 0,
        minWidth: compact ? 196 : undefined,
        borderRadius: 3,
        border: 1,
        borderColor: done ? 'success.main' : 'divider',
        bgcolor: (t) => (done ? alpha(t.palette.success.main, 0.1) : t.palette.background.paper),
        pl: 1.5,
        pr: 0.5,
        py: compact ? 0.5 : 1,
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography
            role="timer"
            aria-label={`${timer.label} timer, step ${timer.stepIndex + 1}`}
            sx={{
              fontWeight: 800,
              fontSize: compact ? '1.25rem' : '1.6rem',
              lineHeight: 1.15,
              fontVariantNumeric: 'tabular-nums',
              color: done ? 'success.dark' : paused ? 'text.secondary' : 'text.primary',
            }}
          >
            {done ? 'Done!' : formatClock(left)}
          </Typography>
          <Typography variant="caption" color="text.secondary" noWrap sx={{ display: 'block' }}>
            {timer.label} · Step {timer.stepIndex + 1}
            {paused ? ' · paused' : ''}
          </Typography>
        </Box>
        {!done && (
          <Tooltip title={paused ? 'Resume' : 'Pause'}>
            <IconButton
              aria-label={`${paused ? 'Resume' : 'Pause'} ${timer.label} timer`}
              onClick={() => (paused ? resume(timer.id) : pause(timer.id))}
              sx={{ width: 44, height: 44 }}
            >
              {paused ? <PlayArrowRounded /> : <PauseRounded />}
            </IconButton>
          </Tooltip>
        )}
        <Tooltip title={done ? 'Dismiss' : 'Cancel'}>
          <IconButton
            aria-label={`${done ? 'Dismiss' : 'Cancel'} ${timer.label} timer`}
            onClick={() => cancel(timer.id)}
            sx={{ width: 44, height: 44 }}
          >
            <CloseRounded />
          </IconButton>
        </Tooltip>
      </Stack>
      {!done && (
        <LinearProgress
          variant="determinate"
          value={elapsedPct}
          color={paused ? 'inherit' : 'secondary'}
          aria-hidden
          sx={{ position: 'absolute', left: 0, right: 0, bottom: 0, height: 3, bgcolor: 'transparent', color: 'text.disabled' }}
        />
      )}
    </Box>
  );
}

/**
 * The running timers. It sits outside the tabs and the step card, so it stays on screen while the cook
 * moves between steps and tabs: a card beside the steps on wide screens, a scrolling row in the bottom
 * bar on phones.
 */
export function TimersTray({ compact = false }: { compact?: boolean }) {
  const { timers, now } = useCookingTimers();
  if (compact) {
    if (timers.length === 0) return null;
    return (
      <Box role="region" aria-label="Timers" sx={{ display: 'flex', gap: 1, overflowX: 'auto', pb: 1, mx: -0.5, px: 0.5, scrollbarWidth: 'none' }}>
        {timers.map((t) => (
          <TimerRow key={t.id} timer={t} now={now} compact />
        ))}
      </Box>
    );
  }
  return (
    <Card role="region" aria-label="Timers" sx={{ p: 2.5 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: timers.length ? 1.5 : 0.75 }}>
        {timers.some((t) => t.status === 'done') ? <AlarmOnRounded color="success" /> : <TimerOutlined color="secondary" />}
        <Typography variant="h6" component="h2">
          Timers
        </Typography>
      </Stack>
      {timers.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Steps that mention a time get a timer button. Timers keep running while you move between steps.
        </Typography>
      ) : (
        <Stack spacing={1}>
          {timers.map((t) => (
            <TimerRow key={t.id} timer={t} now={now} compact={false} />
          ))}
        </Stack>
      )}
    </Card>
  );
}
