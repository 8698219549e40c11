import { useRef, type ChangeEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CameraAltRounded from '@mui/icons-material/CameraAltRounded';
import ConfirmationNumberRounded from '@mui/icons-material/ConfirmationNumberRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import PhotoCameraRounded from '@mui/icons-material/PhotoCameraRounded';
import { UserAvatar } from '../../../components/UserAvatar';
import { dietaryLabel } from '../validation';

interface ProfileSummaryCardProps {
  name: string;
  username: string;
  email: string;
  picture: string;
  pictureChanged: boolean;
  dietaryRestrictions: string[];
  memberSince?: string;
  ticketBalance: number;
  onPickFile: (file: File) => void;
  onRemovePicture: () => void;
}

function formatMemberSince(iso?: string): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return date.toLocaleDateString(undefined, { month: 'long', year: 'numeric' });
}

/** Left column of the profile: the avatar with its change/remove controls, a summary and the ticket balance. */
export function ProfileSummaryCard(props: ProfileSummaryCardProps) {
  const { name, username, email, picture, pictureChanged, dietaryRestrictions, memberSince, ticketBalance, onPickFile, onRemovePicture } = props;
  const inputRef = useRef<HTMLInputElement>(null);
  const since = formatMemberSince(memberSince);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Clear the input so picking the same file again still fires a change.
    event.target.value = '';
    if (file) onPickFile(file);
  };
  const pick = () => inputRef.current?.click();

  return (
    <Card component="section" aria-label="Profile summary" sx={{ overflow: 'hidden' }}>
      <Box aria-hidden sx={{ height: 96, background: 'linear-gradient(120deg, #3E7C59 0%, #5E9A6F 45%, #E9A23B 100%)' }} />
      <Box sx={{ px: { xs: 2.5, sm: 3 }, pb: 3, textAlign: 'center' }}>
        <Box sx={{ position: 'relative', width: 128, mx: 'auto', mt: '-64px' }}>
          <UserAvatar
            name={name}
            src={picture || null}
            size={128}
            data-testid="profile-avatar"
            sx={{ border: '5px solid #fff', bgcolor: 'primary.main', boxShadow: '0 6px 20px rgba(42,31,26,0.18)' }}
          />
          <Tooltip title="Change photo">
            <IconButton
              onClick={pick}
              aria-label="Change profile picture"
              size="small"
              sx={{
                position: 'absolute',
                right: 4,
                bottom: 4,
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                border: '3px solid #fff',
                '&:hover': { bgcolor: 'primary.dark' },
              }}
            >
              <CameraAltRounded fontSize="small" />
            </IconButton>
          </Tooltip>
        </Box>
        <input
          ref={inputRef}
          type="file"
          accept="image/*"
          hidden
          onChange={onChange}
          data-testid="avatar-file-input"
          aria-label="Profile picture file"
        />

        {pictureChanged && <Chip label="Unsaved photo" size="small" color="warning" variant="outlined" sx={{ mt: 1.5 }} />}

        <Typography variant="h5" component="h2" sx={{ mt: 1.5, overflowWrap: 'anywhere' }}>
          {name.trim() || 'Home cook'}
        </Typography>
        <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          @{username}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
          {email}
        </Typography>
        {since && (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
            Member since {since}
          </Typography>
        )}

        <Stack direction="row" sx={{ justifyContent: 'center', mt: 2.5, flexWrap: 'wrap', gap: 1 }}>
          <Button variant="outlined" size="small" startIcon={<PhotoCameraRounded />} onClick={pick}>
            Change Photo
          </Button>
          <Button
            color="inherit"
            size="small"
            startIcon={<DeleteOutlineRounded />}
            onClick={onRemovePicture}
            disabled={!picture}
            sx={{ color: 'text.secondary' }}
          >
            Remove
          </Button>
        </Stack>

        <Divider sx={{ my: 2.5 }} />

        <Box
          component={RouterLink}
          to="/tickets"
          data-testid="profile-ticket-balance"
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1.5,
            p: 1.75,
            borderRadius: 3,
            textDecoration: 'none',
            color: 'inherit',
            textAlign: 'left',
            bgcolor: 'rgba(233,162,59,0.12)',
            border: '1px solid rgba(233,162,59,0.35)',
            transition: 'background-color 120ms',
            '&:hover': { bgcolor: 'rgba(233,162,59,0.2)' },
          }}
        >
          <Box
            sx={{
              width: 40,
              height: 40,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'warning.main',
              color: '#fff',
              flexShrink: 0,
            }}
          >
            <ConfirmationNumberRounded fontSize="small" />
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block', lineHeight: 1.2 }}>
              Ticket balance
            </Typography>
            <Typography sx={{ fontWeight: 700, fontSize: '1.15rem' }}>
              {ticketBalance} {ticketBalance === 1 ? 'ticket' : 'tickets'}
            </Typography>
          </Box>
        </Box>

        {dietaryRestrictions.length > 0 && (
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75, mt: 2, justifyContent: 'center' }}>
            {dietaryRestrictions.map((d) => (
              <Chip key={d} size="small" label={dietaryLabel(d)} sx={{ bgcolor: 'rgba(62,124,89,0.1)', color: 'secondary.dark' }} />
            ))}
          </Stack>
        )}
      </Box>
    </Card>
  );
}
