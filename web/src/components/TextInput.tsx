import { useId, type ChangeEventHandler, type ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText, { type FormHelperTextProps } from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';

export interface TextInputProps {
  /** Without one, name the input through `slotProps.htmlInput['aria-label']`. */
  label?: ReactNode;
  name?: string;
  id?: string;
  type?: string;
  value?: string;
  onChange?: ChangeEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  autoComplete?: string;
  autoFocus?: boolean;
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
  slotProps?: { input?: { endAdornment?: ReactNode }; htmlInput?: InputBaseComponentProps; formHelperText?: Partial<FormHelperTextProps> };
}

/**
 * MUI's outlined TextField, built from its parts, without the `select` variant: TextField imports
 * Select, Menu, Popover, Modal and List for it, which the sign-in screen would download for nothing.
 */
export function TextInput({ label, id, helperText, error, required, disabled, fullWidth = true, sx, slotProps, ...input }: TextInputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const helperId = helperText ? `${inputId}-helper-text` : undefined;
  return (
    <FormControl error={error} required={required} disabled={disabled} fullWidth={fullWidth} sx={sx}>
      {label && <InputLabel htmlFor={inputId}>{label}</InputLabel>}
      <OutlinedInput
        id={inputId}
        label={label}
        aria-describedby={helperId}
        endAdornment={slotProps?.input?.endAdornment}
        inputProps={slotProps?.htmlInput}
        {...input}
      />
      {helperText && (
        <FormHelperText id={helperId} {...slotProps?.formHelperText}>
          {helperText}
        </FormHelperText>
      )}
    </FormControl>
  );
}
