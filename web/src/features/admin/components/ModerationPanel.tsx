import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useToast } from '../../../components/toast';
import { SearchField } from '../../recipes';
import { type PublicRecipeCard, setRecipeModeration } from '../api';
import { usePublicRecipesForModeration } from '../hooks/useAdmin';
import { LoadError } from '../../../components/LoadError';

function RecipeRow({ recipe, onChanged }: { recipe: PublicRecipeCard; onChanged: () => void }) {
  const { toast } = useToast();
  const [saving, setSaving] = useState(false);
  const toggle = async (isModerated: boolean) => {
    setSaving(true);
    try {
      await setRecipeModeration(recipe.id, isModerated);
      toast({ title: isModerated ? 'Recipe Verified' : 'Badge Removed', description: recipe.name });
      onChanged();
    } catch (error) {
      toast({ title: 'Error', description: `Failed to update the recipe: ${(error as Error).message}`, variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        gap: 2,
        alignItems: 'center',
        justifyContent: 'space-between',
        flexWrap: 'wrap',
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0 },
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Link component={RouterLink} to={`/recipes/${recipe.id}`} sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {recipe.name}
        </Link>
        <Typography variant="body2" color="text.secondary">
          by {recipe.username} · {recipe.category}
        </Typography>
      </Box>
      <FormControlLabel
        control={<Switch checked={recipe.isModerated} disabled={saving} onChange={(e) => void toggle(e.target.checked)} />}
        label="Verified"
      />
    </Box>
  );
}

/** The verified badge (isModerated) of public recipes. */
export function ModerationPanel() {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const { data, error, mutate } = usePublicRecipesForModeration(search);
  return (
    <Card sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        Verified Recipes
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Give public recipes the verified badge once you have checked them.
      </Typography>
      <SearchField value={typed} onChange={setTyped} placeholder="Search public recipes..." sx={{ maxWidth: 480, mb: 1 }} />
      {error && !data ? (
        <LoadError text="Error loading public recipes. Please try again." onRetry={() => void mutate()} />
      ) : !data ? (
        <Stack spacing={1.5} role="status" aria-label="Loading recipes" sx={{ pt: 1 }}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={44} />
          ))}
        </Stack>
      ) : data.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {search ? `No public recipes match “${search}”` : 'No public recipes yet'}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {data.map((recipe) => (
            <RecipeRow key={recipe.id} recipe={recipe} onChanged={() => void mutate()} />
          ))}
        </Box>
      )}
    </Card>
  );
}
