import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AutoAwesomeRounded from '@mui/icons-material/AutoAwesomeRounded';
import CalendarMonthRounded from '@mui/icons-material/CalendarMonthRounded';
import ChatRounded from '@mui/icons-material/ChatRounded';
import DocumentScannerRounded from '@mui/icons-material/DocumentScannerRounded';
import ImageRounded from '@mui/icons-material/ImageRounded';
import MenuBookRounded from '@mui/icons-material/MenuBookRounded';
import MonitorHeartRounded from '@mui/icons-material/MonitorHeartRounded';
import { useTicketCosts } from '../hooks/useTickets';
import { ticketCount } from '../plans';
import { LoadError } from '../../../components/LoadError';
import { IconTile } from '../../../components/IconTile';

const ICONS: Record<string, ReactNode> = {
  ai_chat: <ChatRounded fontSize="small" />,
  ai_recipe: <MenuBookRounded fontSize="small" />,
  ai_image: <ImageRounded fontSize="small" />,
  ai_nutrition: <MonitorHeartRounded fontSize="small" />,
  ai_meal_plan: <CalendarMonthRounded fontSize="small" />,
  photo_upload: <DocumentScannerRounded fontSize="small" />,
};

/** 'Premium Features': the AI features that cost tickets, and how many (GET /api/tickets/costs). */
export function PremiumFeatures() {
  const { costs, error, isLoading, retry } = useTicketCosts();

  let body: ReactNode;
  if (isLoading && !costs) {
    // A row for each feature, as tall as the list's: the shop below does not move when the costs arrive.
    body = (
      <Stack role="status" aria-label="Loading ticket costs">
        {Object.keys(ICONS).map((feature) => (
          <Stack key={feature} direction="row" spacing={1.5} sx={{ alignItems: 'center', py: 1.25, '&:last-of-type': { pb: 0 } }}>
            <Skeleton variant="rounded" width={36} height={36} sx={{ borderRadius: 2.5 }} />
            <Skeleton variant="text" sx={{ flex: 1 }} />
            <Skeleton variant="rounded" width={72} height={26} sx={{ borderRadius: 99 }} />
          </Stack>
        ))}
      </Stack>
    );
  } else if (error && !costs) {
    body = <LoadError text="Error loading ticket costs. Please try again." onRetry={retry} />;
  } else if (!costs?.length) {
    body = <Typography color="text.secondary">Every feature is free right now.</Typography>;
  } else {
    body = (
      <Box component="ul" aria-labelledby="premium-features-title" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {costs.map((c) => (
          <Stack
            component="li"
            key={c.feature}
            direction="row"
            spacing={1.5}
            sx={{ alignItems: 'center', py: 1.25, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0, pb: 0 } }}
            data-testid="ticket-cost"
          >
            <IconTile size={36}>{ICONS[c.feature] ?? <AutoAwesomeRounded fontSize="small" />}</IconTile>
            <Typography sx={{ flex: 1, minWidth: 0, fontWeight: 500 }}>{c.description}</Typography>
            <Box
              component="span"
              sx={{
                flexShrink: 0,
                px: 1.25,
                py: 0.25,
                borderRadius: 99,
                fontWeight: 700,
                fontSize: '0.85rem',
                whiteSpace: 'nowrap',
                color: 'warning.dark',
                bgcolor: 'rgba(233,162,59,0.16)',
              }}
            >
              {ticketCount(c.cost)}
            </Box>
          </Stack>
        ))}
      </Box>
    );
  }

  return (
    <Card component="section" aria-labelledby="premium-features-title" sx={{ p: { xs: 2.5, sm: 3 } }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2 }}>
        <IconTile size={36}>
          <AutoAwesomeRounded fontSize="small" />
        </IconTile>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h5" component="h2" id="premium-features-title">
            Premium Features
          </Typography>
          <Typography variant="body2" color="text.secondary">
            What Savorus&apos;s AI features cost.
          </Typography>
        </Box>
      </Stack>
      {body}
    </Card>
  );
}
