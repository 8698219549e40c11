import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';

const fall = keyframes`
  0% { transform: translate3d(0, -10vh, 0) rotate(0deg); opacity: 1; }
  85% { opacity: 1; }
  100% { transform: translate3d(var(--drift), 105vh, 0) rotate(720deg); opacity: 0; }
`;

const COLORS = ['#C8512C', '#E9A23B', '#3E7C59', '#F48FB1', '#2E86C1', '#F6C453'];
const PIECES = Array.from({ length: 42 }, (_, i) => ({
  left: (i * 37) % 100,
  delay: (i % 7) * 0.12,
  duration: 2.2 + ((i * 13) % 10) / 10,
  drift: ((i % 5) - 2) * 24,
  color: COLORS[i % COLORS.length],
  size: 7 + (i % 4) * 2,
  round: i % 3 === 0,
}));

/** A short burst of confetti when the cook finishes the recipe; purely decorative (each piece ends transparent). */
export function Celebration({ show }: { show: boolean }) {
  if (!show) return null;
  return (
    <Box
      aria-hidden
      data-testid="celebration"
      sx={{
        position: 'fixed',
        inset: 0,
        pointerEvents: 'none',
        overflow: 'hidden',
        zIndex: (t) => t.zIndex.snackbar - 1,
        '@media (prefers-reduced-motion: reduce)': { display: 'none' },
      }}
    >
      {PIECES.map((p, i) => (
        <Box
          key={i}
          style={{ ['--drift' as string]: `${p.drift}vw` }}
          sx={{
            position: 'absolute',
            top: 0,
            left: `${p.left}%`,
            width: p.size,
            height: p.round ? p.size : p.size * 1.6,
            borderRadius: p.round ? '50%' : '2px',
            bgcolor: p.color,
            animation: `${fall} ${p.duration}s ${p.delay}s cubic-bezier(.25,.6,.45,1) forwards`,
            transform: 'translate3d(0, -10vh, 0)',
          }}
        />
      ))}
    </Box>
  );
}
