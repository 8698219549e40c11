import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import LightbulbRounded from '@mui/icons-material/LightbulbRounded';
import { DEFAULT_TIP } from '../../recipes';

export function TipsCard({ tips }: { tips: string[] }) {
  const shown = tips.filter((t) => t.trim() !== '');
  const list = shown.length > 0 ? shown : [DEFAULT_TIP];
  return (
    <Card
      component="section"
      aria-labelledby="tips-title"
      sx={{ p: 2.5, bgcolor: (t) => alpha(t.palette.warning.main, 0.08), borderColor: (t) => alpha(t.palette.warning.main, 0.3) }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.25 }}>
        <LightbulbRounded sx={{ color: 'warning.dark' }} />
        <Typography id="tips-title" variant="h6" component="h2">
          Tips
        </Typography>
      </Stack>
      <Box component="ul" sx={{ m: 0, pl: 2.5, '& li + li': { mt: 1 } }}>
        {list.map((tip, i) => (
          <Typography component="li" key={i} variant="body2" sx={{ lineHeight: 1.6 }}>
            {tip}
          </Typography>
        ))}
      </Box>
    </Card>
  );
}
