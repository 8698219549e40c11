import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { User } from '../../../api/client';
import { UserAvatar } from '../../../components/UserAvatar';
import { AccountActions } from '../../auth';
import { NotificationBell } from '../../community';

interface ProfileCardProps {
  user: Pick<User, 'name' | 'username' | 'bio' | 'profilePicture' | 'isAdmin' | 'dietaryRestrictions'>;
}

const DIET_LABELS: Record<string, string> = {
  vegetarian: 'Vegetarian',
  vegan: 'Vegan',
  'gluten-free': 'Gluten-Free',
  'dairy-free': 'Dairy-Free',
  'nut-free': 'Nut-Free',
  'low-carb': 'Low-Carb',
  keto: 'Keto',
  paleo: 'Paleo',
  pescatarian: 'Pescatarian',
  halal: 'Halal',
  kosher: 'Kosher',
};

/**
 * Avatar, name, @username, one line of bio, the profile actions and the notifications bell (spec document 1
 * §2 Profile card).
 */
export function ProfileCard({ user }: ProfileCardProps) {
  return (
    <Card component="section" aria-label="Your profile" sx={{ overflow: 'hidden', position: 'relative' }}>
      <Box aria-hidden sx={{ height: 76, background: 'linear-gradient(120deg, #3E7C59 0%, #5E9A6F 45%, #E9A23B 100%)' }} />
      <NotificationBell
        sx={{
          position: 'absolute',
          top: 12,
          right: 12,
          color: 'text.primary',
          bgcolor: 'rgba(255,255,255,0.92)',
          boxShadow: '0 2px 8px rgba(42,31,26,0.18)',
          '&:hover': { bgcolor: '#fff' },
        }}
      />
      <Box sx={{ px: { xs: 2.5, sm: 3 }, pb: { xs: 2.5, sm: 3 } }}>
        <UserAvatar
          name={user.name}
          src={user.profilePicture}
          size={76}
          sx={{ mt: '-38px', border: '4px solid #fff', bgcolor: 'primary.main', boxShadow: '0 4px 14px rgba(42,31,26,0.15)' }}
        />
        <Box sx={{ mt: 1.5, minWidth: 0 }}>
          <Typography variant="h5" component="h2" noWrap>
            {user.name || 'Home cook'}
          </Typography>
          <Typography color="text.secondary" noWrap>
            @{user.username}
          </Typography>
          <Typography
            variant="body2"
            noWrap
            title={user.bio ?? undefined}
            sx={{ mt: 1, color: user.bio ? 'text.primary' : 'text.secondary', fontStyle: user.bio ? 'normal' : 'italic' }}
          >
            {user.bio || 'No bio yet. Tell other cooks what you love to make.'}
          </Typography>
        </Box>
        {user.dietaryRestrictions.length > 0 && (
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75, mt: 1.5 }}>
            {user.dietaryRestrictions.map((d) => (
              <Chip key={d} size="small" label={DIET_LABELS[d] ?? d} sx={{ bgcolor: 'rgba(62,124,89,0.1)', color: 'secondary.dark' }} />
            ))}
          </Stack>
        )}
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 2.5 }}>
          <AccountActions isAdmin={user.isAdmin} compact />
        </Stack>
      </Box>
    </Card>
  );
}
