import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AutoAwesomeRounded from '@mui/icons-material/AutoAwesomeRounded';
import CalendarMonthRounded from '@mui/icons-material/CalendarMonthRounded';
import LightbulbRounded from '@mui/icons-material/LightbulbRounded';
import RamenDiningRounded from '@mui/icons-material/RamenDiningRounded';
import SendRounded from '@mui/icons-material/SendRounded';
import KitchenRounded from '@mui/icons-material/KitchenRounded';
import NoteAddRounded from '@mui/icons-material/NoteAddRounded';
import SchoolRounded from '@mui/icons-material/SchoolRounded';
import { QUICK_PROMPTS, pickQuestion } from '../quickPrompts';
import { DashboardCard } from './DashboardCard';

const PROMPT_ICONS = {
  'Suggest recipes': <RamenDiningRounded fontSize="small" />,
  'Cooking tips': <LightbulbRounded fontSize="small" />,
  'Meal planning': <CalendarMonthRounded fontSize="small" />,
} as const;

const CAPABILITIES = [
  {
    icon: <KitchenRounded fontSize="small" />,
    title: 'Cook from what you have',
    text: 'Ideas built around the ingredients already in your kitchen.',
  },
  { icon: <SchoolRounded fontSize="small" />, title: 'Learn a technique', text: 'Searing, braising, proofing dough: step by step, at your pace.' },
  { icon: <NoteAddRounded fontSize="small" />, title: 'Save the result', text: 'Turn a conversation into a recipe card in your collection.' },
];

/**
 * The Ask Savorus card. The chat API arrives with the assistant issue; until then the card says so
 * plainly instead of pretending to answer.
 */
export function AssistantCard({ name }: { name: string }) {
  const [message, setMessage] = useState('');
  const [notice, setNotice] = useState(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!message.trim()) return;
    setNotice(true);
  };

  return (
    <DashboardCard
      title="Ask Savorus"
      subtitle="Your AI cooking assistant"
      icon={<AutoAwesomeRounded />}
      action={<Chip label="Arriving soon" size="small" color="warning" variant="outlined" />}
      sx={{ height: '100%' }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start', mb: 2.5 }}>
        <Box
          aria-hidden
          sx={{
            width: 34,
            height: 34,
            flexShrink: 0,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'secondary.main',
            color: '#fff',
          }}
        >
          <AutoAwesomeRounded sx={{ fontSize: 18 }} />
        </Box>
        <Box sx={{ bgcolor: 'rgba(62,124,89,0.08)', borderRadius: '4px 18px 18px 18px', px: 2, py: 1.5 }}>
          <Typography>
            Hi {name}! I'm Savorus, your cooking assistant. Ask me for recipe ideas, cooking techniques or help planning the week's meals.
          </Typography>
        </Box>
      </Stack>

      <Box sx={{ flex: 1, display: { xs: 'none', md: 'block' }, mb: 2.5 }}>
        <Typography variant="subtitle2" sx={{ mb: 1.25 }}>
          What you will be able to ask
        </Typography>
        <Stack spacing={1.25}>
          {CAPABILITIES.map((c) => (
            <Stack
              key={c.title}
              direction="row"
              spacing={1.5}
              sx={{ alignItems: 'center', p: 1.25, borderRadius: 3, bgcolor: 'rgba(251,246,239,0.9)', border: 1, borderColor: 'divider' }}
            >
              <Box aria-hidden sx={{ color: 'primary.main', display: 'grid', placeItems: 'center' }}>
                {c.icon}
              </Box>
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {c.title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {c.text}
                </Typography>
              </Box>
            </Stack>
          ))}
        </Stack>
      </Box>

      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Try a quick prompt
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }}>
        {QUICK_PROMPTS.map((prompt) => (
          <Chip
            key={prompt.label}
            icon={PROMPT_ICONS[prompt.label]}
            label={prompt.label}
            variant="outlined"
            clickable
            onClick={() => {
              setMessage(pickQuestion(prompt));
              setNotice(false);
            }}
            sx={{ borderColor: 'divider', '& .MuiChip-icon': { color: 'primary.main' } }}
          />
        ))}
      </Stack>

      <Box component="form" onSubmit={onSubmit}>
        <TextField
          value={message}
          onChange={(e) => {
            setMessage(e.target.value);
            setNotice(false);
          }}
          placeholder="Ask about a recipe or cooking technique..."
          slotProps={{
            htmlInput: { 'aria-label': 'Message Savorus' },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <Tooltip title="Send">
                    <span>
                      <IconButton type="submit" color="primary" aria-label="Send" disabled={!message.trim()} edge="end">
                        <SendRounded />
                      </IconButton>
                    </span>
                  </Tooltip>
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>
      {notice && (
        <Alert severity="info" sx={{ mt: 1.5 }}>
          Savorus is still getting ready in the kitchen. Chatting arrives in an upcoming update, so this message was not sent.
        </Alert>
      )}
    </DashboardCard>
  );
}
