import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import useSWR from 'swr';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AutoAwesomeRounded from '@mui/icons-material/AutoAwesomeRounded';
import CalendarMonthRounded from '@mui/icons-material/CalendarMonthRounded';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import LightbulbRounded from '@mui/icons-material/LightbulbRounded';
import RamenDiningRounded from '@mui/icons-material/RamenDiningRounded';
import SendRounded from '@mui/icons-material/SendRounded';
import KitchenRounded from '@mui/icons-material/KitchenRounded';
import NoteAddRounded from '@mui/icons-material/NoteAddRounded';
import SchoolRounded from '@mui/icons-material/SchoolRounded';
import { isApiError } from '../../../api/client';
import { OFFLINE_REASON, isOnline, useOnline } from '../../../api/online';
import { NeedsConnection } from '../../../components/NeedsConnection';
import { useToast } from '../../../components/toast/ToastProvider';
import { TextInput } from '../../../components/TextInput';
import { recipePath } from '../../recipes';
import { ticketCostLabel, useTicketCosts } from '../../tickets';
import {
  CHAT_COST,
  CHAT_KEY,
  cardPrompt,
  chatCostLabel,
  clearChat,
  fetchChat,
  generateRecipe,
  RECIPE_CARD_COST,
  sendChat,
  splitMarker,
  type ChatHistory,
  type GeneratedRecipe,
} from '../chatApi';
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

/** Spec document 1 §8 'Chat and generation'. */
export const CHAT_ERROR = "I'm sorry, I encountered an error. Please try again later.";
export const CARD_ERROR = "I'm sorry, I couldn't create the recipe. Please try again with more details.";
export const NOT_CONFIGURED =
  'The Savorus assistant is not configured on this server, so chat and recipe cards are unavailable. Importing recipes from photos and PDFs still works.';

interface Item {
  key: string;
  role: 'user' | 'assistant';
  content: string;
  /** Stored on the server (part of the conversation sent back), or shown here only. */
  stored: boolean;
  kind?: 'error' | 'created';
  recipe?: GeneratedRecipe;
  /** A created card: the key of the reply it was made from (whose button is then done). */
  from?: string;
}

type Notice = { kind: 'tickets' | 'unconfigured' | 'error'; message: string };

/** Turns of the conversation sent with a new message (the server uses as many). */
const CONTEXT_TURNS = 20;

let localKey = 0;
const nextKey = () => `local-${++localKey}`;

function fromHistory(history: ChatHistory): Item[] {
  return history.messages.map((m) => ({ key: `m-${m.id}`, role: m.role, content: m.content, stored: true }));
}

/** An error that says what to do instead of the generic chat error: too few tickets, or no provider. */
function noticeFor(error: unknown): Notice | null {
  if (!isApiError(error)) return null;
  if (error.status === 402) return { kind: 'tickets', message: error.message };
  if (error.status === 503) return { kind: 'unconfigured', message: NOT_CONFIGURED };
  return null;
}

function Bubble({ role, children }: { role: 'user' | 'assistant'; children: React.ReactNode }) {
  const mine = role === 'user';
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start', justifyContent: mine ? 'flex-end' : 'flex-start' }}>
      {!mine && (
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
      )}
      <Box
        sx={{
          maxWidth: '85%',
          minWidth: 0,
          bgcolor: mine ? 'primary.main' : 'rgba(62,124,89,0.08)',
          color: mine ? 'primary.contrastText' : 'text.primary',
          borderRadius: mine ? '18px 4px 18px 18px' : '4px 18px 18px 18px',
          px: 2,
          py: 1.5,
        }}
      >
        {children}
      </Box>
    </Stack>
  );
}

/**
 * The Ask Savorus card: the stored conversation (kept across reloads), the input with three quick
 * prompts, 'Create Recipe Card' when a reply carries the marker, the ticket costs, and plain messages
 * for too few tickets or an assistant that is not configured.
 */
export function AssistantCard({ name }: { name: string }) {
  const { toast } = useToast();
  const history = useSWR<ChatHistory, Error>(CHAT_KEY, fetchChat, { revalidateOnFocus: false });
  const [items, setItems] = useState<Item[] | null>(null);
  const [message, setMessage] = useState('');
  const [sending, setSending] = useState(false);
  const [creating, setCreating] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const logRef = useRef<HTMLDivElement>(null);
  // Savorus needs the server: offline the card says so, and nothing is sent (a draft can still be typed).
  const online = useOnline();
  const offlineId = useId();
  // Costs are editable by admins: the listed ones (an inactive feature is not listed: free).
  const { costs } = useTicketCosts();
  const costOf = (feature: string, seeded: number) => (costs ? (costs.find((c) => c.feature === feature)?.cost ?? 0) : seeded);
  const chatCost = costOf('ai_chat', CHAT_COST);
  const cardCost = costOf('ai_recipe', RECIPE_CARD_COST);

  // The latest message in view, from the frame after the commit: reading scrollHeight in the effect
  // itself forced the new screen's whole first layout into React's commit task.
  useEffect(() => {
    const log = logRef.current;
    if (!log) return;
    const frame = requestAnimationFrame(() => {
      log.scrollTop = log.scrollHeight;
    });
    return () => cancelAnimationFrame(frame);
  }, [history.data, items, sending, creating]);

  const unavailable = history.data?.available === false || notice?.kind === 'unconfigured';
  // The stored conversation seeds the card; once something happens here the card keeps its own list.
  const shown = items ?? (history.data ? fromHistory(history.data) : []);

  const send = async (text: string) => {
    const content = text.trim();
    if (!content || sending || !isOnline()) return;
    // The server gives the model the last 20 turns; older ones need not travel.
    const conversation = shown
      .filter((i) => i.stored)
      .slice(-CONTEXT_TURNS)
      .map((i) => ({ role: i.role, content: i.content }));
    const mine: Item = { key: nextKey(), role: 'user', content, stored: true };
    setItems([...shown, mine]);
    setMessage('');
    setNotice(null);
    setSending(true);
    try {
      const response = await sendChat([...conversation, { role: 'user', content }]);
      setItems((current) => [...(current ?? shown), { key: nextKey(), role: 'assistant', content: response, stored: true }]);
    } catch (error) {
      const plain = noticeFor(error);
      if (plain) {
        // Not sent: the message goes back to the input.
        setItems((current) => (current ?? shown).filter((i) => i.key !== mine.key));
        setMessage(content);
        setNotice(plain);
      } else {
        setItems((current) => [
          ...(current ?? shown).map((i) => (i.key === mine.key ? { ...i, stored: false } : i)),
          { key: nextKey(), role: 'assistant', content: CHAT_ERROR, stored: false, kind: 'error' },
        ]);
      }
    } finally {
      setSending(false);
    }
  };

  const createCard = async (item: Item) => {
    if (creating) return;
    const upTo = shown.slice(0, shown.indexOf(item) + 1).filter((i) => i.stored);
    setCreating(item.key);
    setNotice(null);
    try {
      const recipe = await generateRecipe(cardPrompt(upTo));
      setItems((current) => [
        ...(current ?? shown),
        { key: nextKey(), role: 'assistant', content: '', stored: false, kind: 'created', recipe, from: item.key },
      ]);
      toast({ title: 'Recipe Created!', description: `${recipe.name} has been added to your recipes.`, variant: 'success' });
    } catch (error) {
      const plain = noticeFor(error);
      if (plain) setNotice(plain);
      // Too few tickets is not a matter of details: the reply says what the server said (the 402's message).
      const reply = plain?.kind === 'tickets' ? plain.message : CARD_ERROR;
      setItems((current) => [...(current ?? shown), { key: nextKey(), role: 'assistant', content: reply, stored: false, kind: 'error' }]);
      toast({
        title: 'Recipe Creation Failed',
        description: error instanceof Error && error.message ? error.message : 'Unknown error',
        variant: 'destructive',
      });
    } finally {
      setCreating(null);
    }
  };

  const startOver = async () => {
    try {
      await clearChat();
      setItems([]);
      setNotice(null);
      void history.mutate();
    } catch {
      setNotice({ kind: 'error', message: 'The conversation could not be cleared. Please try again.' });
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send(message);
  };

  return (
    <DashboardCard
      title="Ask Savorus"
      subtitle="Your AI cooking assistant"
      icon={<AutoAwesomeRounded />}
      action={
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          {!unavailable && <Chip label={chatCostLabel(chatCost)} size="small" variant="outlined" />}
          {shown.length > 0 && (
            <NeedsConnection>
              <Button size="small" onClick={() => void startOver()} disabled={sending || creating !== null}>
                New chat
              </Button>
            </NeedsConnection>
          )}
        </Stack>
      }
      sx={{ height: '100%' }}
    >
      <Box
        ref={logRef}
        role="log"
        aria-label="Conversation with Savorus"
        aria-live="polite"
        tabIndex={0}
        sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, maxHeight: { xs: 420, md: 480 }, overflowY: 'auto', mb: 2, pr: 0.5 }}
      >
        <Bubble role="assistant">
          <Typography>
            Hi {name}! I'm Savorus, your cooking assistant. Ask me for recipe ideas, cooking techniques or help planning the week's meals.
          </Typography>
        </Bubble>
        {history.isLoading && (
          <Stack spacing={1} aria-label="Loading the conversation">
            <Skeleton variant="rounded" height={44} sx={{ ml: 'auto', width: '60%' }} />
            <Skeleton variant="rounded" height={64} sx={{ width: '75%' }} />
          </Stack>
        )}
        {shown.map((item) => {
          if (item.kind === 'created' && item.recipe) {
            return (
              <Box key={item.key} sx={{ ml: 5.75, p: 2, borderRadius: 3, border: 1, borderColor: 'success.light', bgcolor: 'rgba(46,125,50,0.06)' }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
                  <CheckCircleRounded color="success" fontSize="small" aria-hidden />
                  <Typography sx={{ fontWeight: 700 }}>Recipe Created!</Typography>
                </Stack>
                <Typography variant="body2" sx={{ mb: 1.5 }}>
                  {item.recipe.name} is saved in your recipes.
                </Typography>
                <Button component={RouterLink} to={recipePath(item.recipe)} variant="outlined" size="small">
                  View Recipe
                </Button>
              </Box>
            );
          }
          const { text, offersCard } = item.role === 'assistant' ? splitMarker(item.content) : { text: item.content, offersCard: false };
          const made = offersCard ? shown.find((other) => other.kind === 'created' && other.from === item.key) : undefined;
          return (
            <Box key={item.key}>
              <Bubble role={item.role}>
                <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} color={item.kind === 'error' ? 'error' : undefined}>
                  {text}
                </Typography>
              </Bubble>
              {offersCard && made?.recipe && (
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', ml: 5.75, mt: 1 }}>
                  <CheckCircleRounded color="success" fontSize="small" aria-hidden />
                  <Link component={RouterLink} to={recipePath(made.recipe)} variant="body2" sx={{ fontWeight: 600 }}>
                    Recipe card created: {made.recipe.name}
                  </Link>
                </Stack>
              )}
              {offersCard && !made && (
                <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', ml: 5.75, mt: 1 }}>
                  <NeedsConnection>
                    <Button
                      variant="contained"
                      size="small"
                      startIcon={creating === item.key ? <CircularProgress size={16} color="inherit" /> : <NoteAddRounded />}
                      disabled={creating !== null || unavailable}
                      onClick={() => void createCard(item)}
                    >
                      {creating === item.key ? 'Creating recipe card...' : 'Create Recipe Card'}
                    </Button>
                  </NeedsConnection>
                  <Typography variant="caption" color="text.secondary">
                    {ticketCostLabel(cardCost)}
                  </Typography>
                </Stack>
              )}
            </Box>
          );
        })}
        {sending && (
          <Bubble role="assistant">
            <Stack direction="row" spacing={1} role="status" sx={{ alignItems: 'center' }}>
              <CircularProgress size={16} aria-hidden />
              <Typography color="text.secondary">Savorus is thinking...</Typography>
            </Stack>
          </Bubble>
        )}
      </Box>

      {history.error && (
        <Alert severity="error" sx={{ mb: 2 }} action={<Button onClick={() => void history.mutate()}>Retry</Button>}>
          The conversation could not be loaded.
        </Alert>
      )}

      {history.data && shown.length === 0 && !unavailable && (
        <Box sx={{ flex: 1, display: { xs: 'none', md: 'block' }, mb: 2.5 }}>
          <Typography variant="subtitle2" component="p" sx={{ mb: 1.25 }}>
            What you can ask
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
      )}

      {!online ? (
        <Alert severity="info" role="note" id={offlineId} sx={{ mb: 2 }}>
          {OFFLINE_REASON}
        </Alert>
      ) : unavailable ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {NOT_CONFIGURED}
        </Alert>
      ) : (
        notice && (
          <Alert
            severity={notice.kind === 'tickets' ? 'warning' : 'error'}
            sx={{ mb: 2 }}
            action={
              notice.kind === 'tickets' ? (
                <Button component={RouterLink} to="/tickets" color="inherit" size="small">
                  Get Tickets
                </Button>
              ) : undefined
            }
          >
            {notice.message}
          </Alert>
        )
      )}

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
            disabled={unavailable}
            onClick={() => setMessage(pickQuestion(prompt))}
            sx={{ borderColor: 'divider', '& .MuiChip-icon': { color: 'primary.main' } }}
          />
        ))}
      </Stack>

      <Box component="form" onSubmit={onSubmit}>
        <TextInput
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          placeholder="Ask about a recipe or cooking technique..."
          disabled={unavailable}
          slotProps={{
            htmlInput: { 'aria-label': 'Message Savorus', 'aria-describedby': online ? undefined : offlineId, maxLength: 4000 },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <Tooltip title="Send">
                    <span>
                      <IconButton
                        type="submit"
                        color="primary"
                        aria-label="Send"
                        disabled={!message.trim() || sending || unavailable || !online}
                        edge="end"
                      >
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
    </DashboardCard>
  );
}
