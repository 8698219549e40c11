import type { MouseEvent } from 'react';
import Box from '@mui/material/Box';
import { focusMainHeading, MAIN_CONTENT_ID } from './mainContent';

/**
 * 'Skip to content': the first stop of the keyboard on every page with a header, shown only while focused.
 * It moves focus to the screen's heading rather than following the #fragment, which the router would
 * take for a navigation.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    focusMainHeading();
    window.scrollTo(0, 0);
  };
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={skip}
      sx={{
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: 'tooltip',
        px: 2,
        py: 1,
        borderRadius: 2,
        bgcolor: 'background.paper',
        color: 'primary.dark',
        fontWeight: 700,
        boxShadow: 3,
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      }}
    >
      Skip to content
    </Box>
  );
}
