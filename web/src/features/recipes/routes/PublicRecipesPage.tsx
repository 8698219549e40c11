import { useState } from 'react';
import Box from '@mui/material/Box';
import { useDocumentTitle } from '../../../components/useDocumentTitle';
import { ListHeader, SearchField } from '../components/ListMessage';
import { PublicRecipeListing } from '../components/PublicRecipeListing';
import { useDebounced } from '../hooks/useDebounced';

export const PUBLIC_SEARCH_DEBOUNCE_MS = 300;

/** Community Recipes (/public-recipes): every cook's public recipes, newest shared first, for visitors too. */
export default function PublicRecipesPage() {
  useDocumentTitle('Community Recipes');
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebounced(search.trim(), PUBLIC_SEARCH_DEBOUNCE_MS);

  return (
    <Box>
      <ListHeader
        title="Community Recipes"
        subtitle="Dishes shared by Savor's home cooks, newest first. Rate them, leave a comment, add a photo of yours."
      >
        <SearchField
          value={search}
          onChange={setSearch}
          placeholder="Search community recipes..."
          sx={{ width: { xs: '100%', sm: 280, md: 340 }, flexShrink: 0 }}
        />
      </ListHeader>
      <PublicRecipeListing search={debouncedSearch} />
    </Box>
  );
}
