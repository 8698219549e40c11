import { cloneElement, type MouseEvent, type ReactElement } from 'react';
import Tooltip from '@mui/material/Tooltip';
import type { SxProps, Theme } from '@mui/material/styles';
import { OFFLINE_REASON, useOnline } from '../api/online';

/** The props NeedsConnection sets on its control offline (a MUI Button, IconButton or ButtonBase takes them all). */
interface ControlProps {
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  disabled?: boolean;
  'aria-disabled'?: boolean;
  sx?: SxProps<Theme>;
}

/** Looks disabled, yet stays focusable so that its reason can be read. */
const OFFLINE_SX = { opacity: 0.5, cursor: 'not-allowed' } as const;

/**
 * A control that needs the network and is not kept for later (AI features, a payment, Clear All). Offline
 * it stays focusable but is aria-disabled, does nothing when pressed (a submit button submits nothing) and
 * says why: OFFLINE_REASON as its tooltip, on hover and keyboard focus, and as its accessible description.
 * Its accessible name stays its visible text. Online it is the control as it is.
 */
export function NeedsConnection({ children }: { children: ReactElement<ControlProps> }) {
  const online = useOnline();
  const { sx } = children.props;
  const ownSx: readonly unknown[] = Array.isArray(sx) ? (sx as readonly unknown[]) : sx ? [sx] : [];
  const control = online
    ? children
    : cloneElement(children, {
        onClick: (event: MouseEvent<HTMLElement>) => event.preventDefault(),
        'aria-disabled': true,
        // A control disabled for another reason (busy, nothing chosen) would be out of the keyboard's reach.
        ...('disabled' in children.props ? { disabled: false } : {}),
        sx: [...ownSx, OFFLINE_SX] as SxProps<Theme>,
      });
  return (
    <Tooltip title={online ? '' : OFFLINE_REASON} describeChild>
      {control}
    </Tooltip>
  );
}
