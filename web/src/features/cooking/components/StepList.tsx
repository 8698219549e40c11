import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';

interface StepListProps {
  steps: string[];
  currentStep: number;
  completedSteps: number[];
  disabled: boolean;
  onToggle: (step: number) => void;
  onJump: (step: number) => void;
}

/** Every step with its checkbox (done or not); a step's text jumps to it. */
export function StepList({ steps, currentStep, completedSteps, disabled, onToggle, onJump }: StepListProps) {
  return (
    <Card component="section" aria-labelledby="all-steps-title" sx={{ p: { xs: 1, sm: 1.5 } }}>
      <Typography id="all-steps-title" variant="h6" component="h2" sx={{ px: { xs: 1.5, sm: 1.5 }, pt: 1.5, pb: 1 }}>
        All steps
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {steps.map((text, i) => {
          const done = completedSteps.includes(i);
          const current = i === currentStep;
          return (
            <Box
              component="li"
              key={i}
              aria-current={current ? 'step' : undefined}
              sx={{
                display: 'flex',
                alignItems: 'flex-start',
                gap: 0.5,
                borderRadius: 3,
                pr: 1,
                my: 0.25,
                bgcolor: (t) => (current ? alpha(t.palette.primary.main, 0.08) : 'transparent'),
                boxShadow: (t) => (current ? `inset 4px 0 0 ${t.palette.primary.main}` : 'none'),
              }}
            >
              <Checkbox
                checked={done}
                disabled={disabled}
                onChange={() => onToggle(i)}
                color="success"
                slotProps={{ input: { 'aria-label': `Step ${i + 1} done` } }}
                sx={{ p: 1.5, '& .MuiSvgIcon-root': { fontSize: 28 } }}
              />
              <ButtonBase
                onClick={() => onJump(i)}
                disabled={disabled}
                sx={{ flex: 1, justifyContent: 'flex-start', textAlign: 'left', borderRadius: 2, py: 1.5, px: 1, minHeight: 52 }}
              >
                <Typography
                  component="span"
                  sx={{ color: done && !current ? 'text.secondary' : 'text.primary', fontWeight: current ? 600 : 400, lineHeight: 1.55 }}
                >
                  <Box component="span" sx={{ fontWeight: 800, color: current ? 'primary.main' : 'text.secondary', mr: 1 }}>
                    {i + 1}.
                  </Box>
                  {text}
                </Typography>
              </ButtonBase>
            </Box>
          );
        })}
      </Box>
    </Card>
  );
}
