import Avatar, { type AvatarProps } from '@mui/material/Avatar';
import { sxList } from './sxList';

/** Initials of the first two words of a name, or '?' without a name (spec document 1 §2 Profile card). */
export function getInitials(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 2);
  if (words.length === 0) return '?';
  return words.map((w) => Array.from(w)[0].toUpperCase()).join('');
}

interface UserAvatarProps extends Omit<AvatarProps, 'src' | 'children'> {
  name: string | null | undefined;
  src?: string | null;
  size?: number;
}

export function UserAvatar({ name, src, size = 40, sx, ...rest }: UserAvatarProps) {
  return (
    <Avatar
      alt={name ?? undefined}
      src={src ?? undefined}
      sx={[{ width: size, height: size, fontSize: size * 0.4, bgcolor: 'secondary.main', color: 'secondary.contrastText' }, ...sxList(sx)]}
      {...rest}
    >
      {getInitials(name)}
    </Avatar>
  );
}
