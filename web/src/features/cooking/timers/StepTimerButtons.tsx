import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TimerOutlined from '@mui/icons-material/TimerOutlined';
import { detectDurations } from '../durations';
import { useCookingTimers } from './CookingTimers';

/** One 'Start {label} timer' button per time the step mentions; a running one reads 'timer running'. */
export function StepTimerButtons({ stepIndex, stepText }: { stepIndex: number; stepText: string }) {
  const { timers, start } = useCookingTimers();
  const durations = detectDurations(stepText);
  if (durations.length === 0) return null;
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
      {durations.map((d) => {
        const running = timers.some((t) => t.stepIndex === stepIndex && t.label === d.label && t.status !== 'done');
        return (
          <Button
            key={`${d.label}-${d.seconds}`}
            variant="outlined"
            color="secondary"
            startIcon={<TimerOutlined />}
            disabled={running}
            onClick={() => start(d, stepIndex, stepText)}
            sx={{ minHeight: 48, px: 2.25, bgcolor: 'background.paper' }}
          >
            {running ? `${d.label} timer running` : `Start ${d.label} timer`}
          </Button>
        );
      })}
    </Stack>
  );
}
