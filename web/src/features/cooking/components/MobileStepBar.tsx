import { useEffect, useRef, useState, type ReactNode } from 'react';
import GlobalStyles from '@mui/material/GlobalStyles';
import Paper from '@mui/material/Paper';

/**
 * The phone layout's bottom bar (timers and Previous/Next), fixed to the screen's bottom edge. While it
 * is shown, the page keeps room for it and toasts rise above it instead of covering the buttons.
 */
export function MobileStepBar({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState(96);

  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setHeight(Math.ceil(el.getBoundingClientRect().height)));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  return (
    <>
      <GlobalStyles
        styles={{
          main: { paddingBottom: `${height + 16}px !important` },
          '.MuiSnackbar-root': { bottom: `${height + 8}px !important` },
        }}
      />
      <Paper
        ref={ref}
        elevation={0}
        square
        sx={{
          position: 'fixed',
          left: 0,
          right: 0,
          bottom: 0,
          zIndex: (t) => t.zIndex.appBar,
          px: 2,
          pt: 1.25,
          pb: 'calc(12px + env(safe-area-inset-bottom))',
          borderTop: 1,
          borderColor: 'divider',
          bgcolor: 'rgba(255,255,255,0.94)',
          backdropFilter: 'blur(12px)',
          boxShadow: '0 -8px 24px rgba(42,31,26,0.08)',
        }}
      >
        {children}
      </Paper>
    </>
  );
}
