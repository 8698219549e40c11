import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import KeyRounded from '@mui/icons-material/KeyRounded';
import { isApiError } from '../../../api/client';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { IconTile } from '../../../components/IconTile';
import { LoadError } from '../../../components/LoadError';
import { useToast } from '../../../components/toast';
import { useAccessTokens, type AccessToken, type CreatedAccessToken, type NewAccessToken } from '../hooks/useAccessTokens';

const SCOPE_LABELS: Record<NewAccessToken['scope'], string> = {
  read: 'Read only',
  'read-write': 'Read and write',
  admin: 'Admin',
};

/** Expiry choices in days; 0 stands for a token that does not expire. */
const EXPIRY_CHOICES = [
  { days: 30, label: '30 days' },
  { days: 90, label: '90 days' },
  { days: 365, label: '1 year' },
  { days: 0, label: 'Never' },
];

const NAME_MAX = 100;

function day(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { day: 'numeric', month: 'short', year: 'numeric' });
}

function tokenFacts(token: AccessToken): string {
  return [
    `Created ${day(token.createdAt)}`,
    token.lastUsedAt ? `last used ${day(token.lastUsedAt)}` : 'never used',
    token.expiresAt ? `${Date.parse(token.expiresAt) <= Date.now() ? 'expired' : 'expires'} ${day(token.expiresAt)}` : 'no expiry',
  ].join(' · ');
}

/** The new token's secret, shown once with a way to copy it. */
function NewTokenSecret({ created, onDone }: { created: CreatedAccessToken; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard?.writeText(created.token);
    setCopied(true);
  };
  return (
    <Alert severity="success" sx={{ mb: 3, '& .MuiAlert-message': { width: '100%', minWidth: 0 } }}>
      <Typography sx={{ fontWeight: 600, mb: 1 }}>Copy your new token now: you will not be able to see it again.</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          value={created.token}
          label={`Token for ${created.name}`}
          size="small"
          fullWidth
          slotProps={{ htmlInput: { readOnly: true, spellCheck: false, style: { fontFamily: 'ui-monospace, monospace' } } }}
          onFocus={(event) => event.target.select()}
        />
        <Button variant="contained" onClick={() => void copy()} sx={{ flexShrink: 0 }}>
          {copied ? 'Copied' : 'Copy'}
        </Button>
        <Button onClick={onDone} sx={{ flexShrink: 0 }}>
          Done
        </Button>
      </Stack>
    </Alert>
  );
}

type AccessTokensApi = ReturnType<typeof useAccessTokens>;

function CreateTokenForm({
  isAdmin,
  create,
  onCreated,
}: {
  isAdmin: boolean;
  create: AccessTokensApi['create'];
  onCreated: (created: CreatedAccessToken) => void;
}) {
  const [name, setName] = useState('');
  const [scope, setScope] = useState<NewAccessToken['scope']>('read');
  const [expiryDays, setExpiryDays] = useState(90);
  const [error, setError] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError('Token name is required');
    if (name.length > NAME_MAX) return setError(`Token name cannot exceed ${NAME_MAX} characters`);
    setError(null);
    setCreating(true);
    try {
      onCreated(await create({ name: name.trim(), scope, ...(expiryDays ? { expiresInDays: expiryDays } : {}) }));
      setName('');
    } catch (caught) {
      setError(isApiError(caught) ? caught.message : 'Could not create the token. Please try again.');
    } finally {
      setCreating(false);
    }
  };

  const scopes = (Object.keys(SCOPE_LABELS) as NewAccessToken['scope'][]).filter((s) => s !== 'admin' || isAdmin);
  return (
    <Box component="form" noValidate aria-label="Create an API token" onSubmit={(event: FormEvent) => void onSubmit(event)}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr' } }}>
        <TextField
          label="Token name"
          placeholder="e.g. Home Assistant"
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={error !== null}
          helperText={error ?? 'What the token is for, to recognise it later'}
        />
        <TextField label="Access" select value={scope} onChange={(event) => setScope(event.target.value as NewAccessToken['scope'])}>
          {scopes.map((value) => (
            <MenuItem key={value} value={value}>
              {SCOPE_LABELS[value]}
            </MenuItem>
          ))}
        </TextField>
        <TextField label="Expires" select value={expiryDays} onChange={(event) => setExpiryDays(Number(event.target.value))}>
          {EXPIRY_CHOICES.map((choice) => (
            <MenuItem key={choice.days} value={choice.days}>
              {choice.label}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 2 }}>
        <Button
          type="submit"
          variant="outlined"
          disabled={creating}
          startIcon={creating ? <CircularProgress size={18} color="inherit" aria-label="Creating" /> : <KeyRounded />}
        >
          Create token
        </Button>
      </Stack>
    </Box>
  );
}

/** Personal access tokens for API clients: create one (its secret shown once), see when each was last used, revoke it. */
export function ApiTokensCard({ isAdmin }: { isAdmin: boolean }) {
  const { tokens, error, isLoading, retry, create, revoke } = useAccessTokens();
  const { toast } = useToast();
  const [created, setCreated] = useState<CreatedAccessToken | null>(null);
  // The token stays named while the dialog fades out after Cancel or Revoke.
  const [revoking, setRevoking] = useState<AccessToken | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);

  const onRevoke = async (token: AccessToken) => {
    try {
      await revoke(token.id);
      toast({ title: 'Token revoked', description: `“${token.name}” no longer works.` });
    } catch (caught) {
      toast({ title: 'Error', description: isApiError(caught) ? caught.message : 'Could not revoke the token.', variant: 'destructive' });
    }
  };

  return (
    <Card component="section" aria-labelledby="api-tokens-title" sx={{ p: { xs: 2.5, sm: 4 } }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 0.5 }}>
        <IconTile size={36}>
          <KeyRounded fontSize="small" />
        </IconTile>
        <Typography variant="h6" component="h2" id="api-tokens-title">
          API tokens
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2.5, ml: { sm: 6.5 } }}>
        Let other apps and scripts use Savor as you: they send a token as <code>Authorization: Bearer …</code>. See the{' '}
        <Link href="/api/docs" target="_blank" rel="noopener">
          API documentation
        </Link>
        .
      </Typography>

      {created && <NewTokenSecret created={created} onDone={() => setCreated(null)} />}
      <CreateTokenForm isAdmin={isAdmin} create={create} onCreated={setCreated} />

      <Box sx={{ mt: 3 }}>
        {error ? (
          <LoadError text="Could not load your API tokens." onRetry={retry} />
        ) : isLoading || !tokens ? (
          <Box role="status" aria-label="Loading API tokens">
            <Skeleton height={56} />
            <Skeleton height={56} />
          </Box>
        ) : tokens.length === 0 ? (
          <Typography color="text.secondary">No API tokens yet.</Typography>
        ) : (
          <Stack component="ul" aria-label="Your API tokens" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {tokens.map((token) => (
              <Stack
                component="li"
                key={token.id}
                direction="row"
                spacing={1.5}
                sx={{ alignItems: 'center', py: 1.5, borderTop: 1, borderColor: 'divider', flexWrap: 'wrap', rowGap: 1 }}
              >
                <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{token.name}</Typography>
                    <Chip size="small" label={SCOPE_LABELS[token.scope]} />
                  </Stack>
                  <Typography variant="body2" color="text.secondary">
                    {tokenFacts(token)}
                  </Typography>
                </Box>
                <Button
                  color="error"
                  onClick={() => {
                    setRevoking(token);
                    setConfirmOpen(true);
                  }}
                  aria-label={`Revoke ${token.name}`}
                >
                  Revoke
                </Button>
              </Stack>
            ))}
          </Stack>
        )}
      </Box>
      <ConfirmDialog
        open={confirmOpen}
        title="Revoke token?"
        text={`Apps and scripts using “${revoking?.name ?? ''}” will stop working at once. This cannot be undone.`}
        confirmLabel="Revoke"
        onConfirm={() => revoking && void onRevoke(revoking)}
        onClose={() => setConfirmOpen(false)}
      />
    </Card>
  );
}
